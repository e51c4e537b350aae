/**
 * A lead form's steps in the browser ("view", "start", "sent"), reported by LeadForm to listeners such
 * as the conversion counts or analytics. A step carries only the form and step, nothing about the visitor.
 */
import type { FormId } from "~/leads/shared/contract";
import { type CountedStep, sendFormEvent } from "~/leads/insights/form-events";

export type FormStep = CountedStep | "sent";

type FormStepListener = (form: FormId, step: FormStep) => void;

const listeners = new Set<FormStepListener>();

/** Calls `listener` on every step of every form; the returned function unsubscribes. */
export function onFormStep(listener: FormStepListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reports a step; a listener that throws never stops the form or the other listeners. */
export function formStep(form: FormId, step: FormStep): void {
  for (const listener of listeners) {
    try {
      listener(form, step);
    } catch {
      // A counting or analytics failure must not affect the visitor.
    }
  }
}

const reportedInVisit = new Set<string>();

/**
 * Reports a step once per page visit (`visit` is the history entry's key), so reopening a dialog,
 * re-rendering or going Back does not count hesitation as interest.
 */
export function formStepOncePerVisit(visit: string, form: FormId, step: FormStep): void {
  const key = `${visit} ${form} ${step}`;
  if (reportedInVisit.has(key)) return;
  reportedInVisit.add(key);
  formStep(form, step);
}

// The site's conversion counts: views and starts are sent to the server; submissions are the stored leads.
onFormStep((form, step) => {
  if (step !== "sent") sendFormEvent(form, step);
});
