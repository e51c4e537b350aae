/**
 * The conversion counts' wire: which steps of a lead form the browser reports (shown, first
 * touched; a submission is counted as the stored lead itself), where, and in what shape. The body
 * names a form and a step and nothing else: no id, no cookie, nothing that tells one visitor from
 * another.
 */
import type { FormId } from "../shared/contract";

export const FORM_EVENTS_PATH = "/api/form-events";

export const countedSteps = ["view", "start"] as const;
export type CountedStep = (typeof countedSteps)[number];

export function isCountedStep(value: unknown): value is CountedStep {
  return typeof value === "string" && (countedSteps as readonly string[]).includes(value);
}

/**
 * Sends one step, fire and forget. sendBeacon survives the page being left at once; where it is
 * missing or refuses, fetch with keepalive does the same. Both post the JSON as text/plain, which
 * needs no preflight (the server reads either type). A count that is lost is never the visitor's
 * problem. Kept small on purpose: it travels in the lead form's code, on every page that shows a form.
 */
export function sendFormEvent(form: FormId, step: CountedStep): void {
  const body = JSON.stringify({ form, step });
  navigator.sendBeacon?.(FORM_EVENTS_PATH, body) ||
    fetch(FORM_EVENTS_PATH, { method: "POST", body, keepalive: true }).catch(() => undefined);
}
