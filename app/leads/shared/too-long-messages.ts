/**
 * What a text field longer than the form takes says, per form variant (the limits are the contract's
 * FIELD_LIMITS). Kept apart from ./messages because only the schema uses it: the browser loads the
 * schema when a visitor first reaches for a form, so these words stay out of the page's first load.
 */
import type { FormVariant } from "./contract";

export function tooLongMessage(variant: FormVariant, max: number): string {
  return variant === "contact-page"
    ? `Too long: at most ${max} characters`
    : `Please keep this to ${max} characters or fewer.`;
}
