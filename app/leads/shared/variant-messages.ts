import { applyAndDemoMessages, contactPageMessages, type LeadMessages } from "~/site/form-text";
import type { FormVariant } from "./contract";

export function leadMessages(variant: FormVariant): LeadMessages {
  return variant === "contact-page" ? contactPageMessages : applyAndDemoMessages;
}

/**
 * The failure text after a non-200 response or a network error: the contact page shows the server's or
 * the error's message if any; the apply-and-demo forms always show their fixed text.
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
