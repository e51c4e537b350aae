/**
 * Loads the provider's own script from its origin and reports a lead through the provider's public
 * call: Plausible's `plausible(name, { props })`, whose queue takes calls made before its script has
 * run, and Umami's `umami.track(name, data)`, which exists only once its script has. Each script
 * sends its events to its own origin (Plausible's /api/event, Umami's /api/send), the one origin the
 * CSP allows besides the site's.
 */
import type { FormId } from "~/leads/shared/contract";
import type { AnalyticsProvider, AnalyticsSetting } from "./setting";

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

/** Where each provider serves its script, and the attribute it reads the site's id from. */
const scriptOf: Record<AnalyticsProvider, { path: string; siteIdAttribute: string }> = {
  plausible: { path: "/js/script.js", siteIdAttribute: "data-domain" },
  umami: { path: "/script.js", siteIdAttribute: "data-website-id" },
};

/** Inserts the provider's script; the function returned reports one lead sent with a form. */
export function loadProvider({ provider, origin, siteId }: AnalyticsSetting): (form: FormId) => void {
  const script = document.createElement("script");
  script.src = `${origin}${scriptOf[provider].path}`;
  script.setAttribute(scriptOf[provider].siteIdAttribute, siteId);
  script.defer = true;
  const report = provider === "plausible" ? plausibleReporter() : umamiReporter(script);
  document.head.appendChild(script);
  return report;
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

function umamiReporter(script: HTMLScriptElement): (form: FormId) => void {
  const waiting: FormId[] = [];
  const track = (form: FormId) => window.umami?.track(LEAD_EVENT.umami, { form });
  script.addEventListener("load", () => {
    for (const form of waiting.splice(0)) track(form);
  });
  return (form) => {
    if (window.umami) track(form);
    else waiting.push(form);
  };
}
