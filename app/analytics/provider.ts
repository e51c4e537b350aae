/**
 * How a lead is reported to each provider, through its public call. Plausible's
 * `plausible(name, { props })` has a queue that takes calls made before its script has run;
 * Umami's `umami.track(name, data)` exists only once its script has. Each script sends its events to
 * its own origin (Plausible's /api/event, Umami's /api/send), the one origin the CSP allows besides
 * the site's.
 */
import type { FormId } from "~/leads/shared/contract";
import type { AnalyticsProvider } from "./setting";

type PlausibleCall = ((event: string, options?: { props?: Record<string, string> }) => void) & {
  q?: unknown[][];
};

declare global {
  interface Window {
    plausible?: PlausibleCall;
    umami?: { track: (event: string, data?: Record<string, string>) => void };
  }
}

/** The event each provider records for a lead, as its dashboards will list it. */
export const LEAD_EVENT: Record<AnalyticsProvider, string> = { plausible: "Lead", umami: "lead" };

/** Reports one lead sent with a form, through the provider's own call. */
export function leadReporter(provider: AnalyticsProvider): (form: FormId) => void {
  return provider === "plausible" ? plausibleReporter() : umamiReporter();
}

function plausibleReporter(): (form: FormId) => void {
  // Plausible's own queue: its script replays what was called before it ran.
  const plausible: PlausibleCall =
    window.plausible ??
    ((...args: unknown[]) => {
      plausible.q ??= [];
      plausible.q.push(args);
    });
  window.plausible = plausible;
  return (form) => window.plausible?.(LEAD_EVENT.plausible, { props: { form } });
}

function umamiReporter(): (form: FormId) => void {
  const waiting: FormId[] = [];
  const track = (form: FormId) => window.umami?.track(LEAD_EVENT.umami, { form });
  // The script's load event reaches the document in its capture phase (it does not bubble).
  const flush = () => {
    if (!window.umami) return;
    document.removeEventListener("load", flush, true);
    for (const form of waiting.splice(0)) track(form);
  };
  document.addEventListener("load", flush, true);
  return (form) => {
    if (window.umami) track(form);
    else waiting.push(form);
  };
}
