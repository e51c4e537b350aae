/** Which of the two readings of the lead texts a form variant speaks (the texts are in site/form-text). */
import { applyAndDemoMessages, contactPageMessages, type LeadMessages } from "~/site/form-text";
import type { FormVariant } from "./contract";

/** The texts a form variant says. */
export function leadMessages(variant: FormVariant): LeadMessages {
  return variant === "contact-page" ? contactPageMessages : applyAndDemoMessages;
}

/**
 * The failure text a visitor reads after a non-200 answer or a network error.
 * The contact page: the server's message field if present, else the error's own message, else the generic text.
 * The apply-and-demo forms: never reads the response body; always 'Oops! Message not delivered. Please try again.'
 */
export function failureMessage(
  variant: FormVariant,
  failure: { serverMessage?: unknown; errorMessage?: unknown },
): string {
  if (variant === "apply-and-demo") return applyAndDemoMessages.failure;
  if (typeof failure.serverMessage === "string" && failure.serverMessage.trim()) return failure.serverMessage;
  if (typeof failure.errorMessage === "string" && failure.errorMessage.trim()) return failure.errorMessage;
  return contactPageMessages.failure;
}
