/**
 * The browser's side of an analytics provider: once the page has loaded and the main thread is idle,
 * the provider's script is fetched from its own origin (./provider.ts, a chunk of its own), and each
 * lead form sent and accepted is reported to it as one custom event naming the form. Nothing about
 * the visitor goes with it. With no provider configured this does nothing: no listener, no chunk,
 * no request.
 */
import { onFormStep } from "~/leads/form/form-steps";
import type { FormId } from "~/leads/shared/contract";
import { parseAnalyticsSetting } from "./setting";

let started = false;

/** Plugs in the provider the root loader names, once per document (later calls change nothing). */
export function startAnalytics(settingText: string | undefined): void {
  const setting = parseAnalyticsSetting(settingText);
  if (!setting || started) return;
  started = true;
  // A form sent before the provider's code is here is reported when it arrives.
  const waiting: FormId[] = [];
  let report = (form: FormId) => {
    waiting.push(form);
  };
  onFormStep((form, step) => {
    if (step === "sent") report(form);
  });
  afterLoadWhenIdle(() =>
    import("./provider").then(({ loadProvider }) => {
      report = loadProvider(setting);
      for (const form of waiting.splice(0)) report(form);
    }),
  );
}

/**
 * After the page's load event, once the main thread has nothing else to do (at most two seconds
 * later): the page's own work, and its first paint, never wait for the provider.
 */
function afterLoadWhenIdle(run: () => void): void {
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 0);
  };
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
