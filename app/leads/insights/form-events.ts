/**
 * The form steps the browser reports for conversion counts, and how. The body names a form and a step
 * only: nothing tells one visitor from another.
 */
import type { FormId } from "../shared/contract";

export const FORM_EVENTS_PATH = "/api/form-events";

export const countedSteps = ["view", "start"] as const;
export type CountedStep = (typeof countedSteps)[number];

/**
 * Sends one step, fire and forget: sendBeacon survives leaving the page, with fetch keepalive as a
 * fallback. text/plain needs no preflight. Kept small: it ships with every lead form.
 */
export function sendFormEvent(form: FormId, step: CountedStep): void {
  const body = JSON.stringify({ form, step });
  navigator.sendBeacon?.(FORM_EVENTS_PATH, body) ||
    fetch(FORM_EVENTS_PATH, { method: "POST", body, keepalive: true }).catch(() => undefined);
}
