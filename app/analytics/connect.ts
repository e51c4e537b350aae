/**
 * The lead reports of an analytics provider, run as the module script the page's boot script adds
 * (./boot-script.ts) once the provider's script is on its way and the page shows a lead form: each
 * form sent and accepted is handed to the boot script, which reports it to the provider as one custom
 * event naming the form, and nothing about the visitor. The form's steps come from its own code
 * (app/leads/form/form-steps.ts), which is on the page by then.
 */
import { onFormStep } from "~/leads/form/form-steps";
import { LEAD_SENT_EVENT } from "./lead-event";

onFormStep((form, step) => {
  if (step === "sent") document.dispatchEvent(new CustomEvent(LEAD_SENT_EVENT, { detail: form }));
});
