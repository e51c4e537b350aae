/**
 * The browser's side of an analytics provider, run as the module script ./boot-script.ts adds: once the
 * page has loaded and the main thread is idle, the provider's script is fetched from its own origin
 * (./provider.ts), and each lead form sent and accepted is reported to it as one custom event naming
 * the form. Nothing about the visitor goes with it.
 */
import { onFormStep } from "~/leads/form/form-steps";
import type { FormId } from "~/leads/shared/contract";
import { loadProvider } from "./provider";
import { SETTING_ATTRIBUTE } from "./boot-script";
import { parseAnalyticsSetting } from "./setting";

/** Listens for sent forms at once, and brings in the provider's script when the page has settled. */
export function connectProvider(settingText: string): void {
  const setting = parseAnalyticsSetting(settingText);
  if (!setting) return;
  // A form sent before the provider's script is in is reported as soon as it is.
  const waiting: FormId[] = [];
  let report = (form: FormId) => {
    waiting.push(form);
  };
  onFormStep((form, step) => {
    if (step === "sent") report(form);
  });
  afterLoadWhenIdle(() => {
    report = loadProvider(setting);
    for (const form of waiting.splice(0)) report(form);
  });
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

// The module script that the page's boot script added carries the setting.
connectProvider(
  document.querySelector(`script[${SETTING_ATTRIBUTE}]`)?.getAttribute(SETTING_ATTRIBUTE) ?? "",
);
