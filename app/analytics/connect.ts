/**
 * Loaded by the boot script (./boot-script.ts) on pages with a lead form: passes each accepted form
 * to it by id, to be reported to the provider.
 */
import { onFormStep } from "~/leads/form/form-steps";
import { LEAD_SENT_EVENT } from "./lead-event";

onFormStep((form, step) => {
  if (step === "sent") document.dispatchEvent(new CustomEvent(LEAD_SENT_EVENT, { detail: form }));
});
