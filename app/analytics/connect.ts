/**
 * The lead reports of an analytics provider, run as the module script the page's boot script adds
 * (./boot-script.ts) once the provider's script is on its way and the page shows a lead form: each
 * form sent and accepted is one custom event naming the form, and nothing about the visitor. The
 * form's steps come from its own code (app/leads/form/form-steps.ts), which is on the page by then.
 */
import { onFormStep } from "~/leads/form/form-steps";
import { SETTING_ATTRIBUTE } from "./boot-script";
import { leadReporter } from "./provider";
import { parseAnalyticsSetting } from "./setting";

const setting = parseAnalyticsSetting(
  document.querySelector(`script[${SETTING_ATTRIBUTE}]`)?.getAttribute(SETTING_ATTRIBUTE) ?? "",
);
if (setting) {
  const report = leadReporter(setting.provider);
  onFormStep((form, step) => {
    if (step === "sent") report(form);
  });
}
