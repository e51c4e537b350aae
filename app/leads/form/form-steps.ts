/**
 * The steps a lead form goes through in the browser: shown ("view"), first touched by the visitor
 * ("start"), and sent and accepted ("sent"). LeadForm reports them here; whoever needs them (the
 * conversion counts, an analytics provider) listens, so the form knows nothing of either. No step
 * carries anything about the visitor: only which form and which step.
 */
import type { FormId } from "~/leads/shared/contract";
import { sendFormEvent } from "~/leads/insights/form-events";

export const formSteps = ["view", "start", "sent"] as const;
export type FormStep = (typeof formSteps)[number];

export type FormStepListener = (form: FormId, step: FormStep) => void;

const listeners = new Set<FormStepListener>();

/** Calls `listener` on every step of every form from now on; the returned function stops it. */
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
      // A counting or analytics failure is not the visitor's problem.
    }
  }
}

const reportedInVisit = new Set<string>();

/**
 * Reports a step once per page visit (`visit`: the history entry's key): a dialog opened again on
 * the same page, a form shown again after a re-render, or a page seen again through Back is the same
 * visit, and counting it again would count people's hesitation as interest.
 */
export function formStepOncePerVisit(visit: string, form: FormId, step: FormStep): void {
  const key = `${visit} ${form} ${step}`;
  if (reportedInVisit.has(key)) return;
  reportedInVisit.add(key);
  formStep(form, step);
}

// The site's own conversion counts listen like anyone else: the shown and first-touched steps are
// counted on the server; the submission is counted as the stored lead.
onFormStep((form, step) => {
  if (step !== "sent") sendFormEvent(form, step);
});
