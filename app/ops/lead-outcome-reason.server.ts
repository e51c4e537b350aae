/**
 * Lead refusal reasons as a fixed set, read only from the outcome's status, Retry-After and field
 * names, so a metrics label never carries what a visitor typed.
 */
export const LEAD_REFUSAL_REASONS = [
  "method",
  "rate_limited",
  "busy",
  "unavailable",
  "upload_timeout",
  "too_large",
  "unsupported_type",
  "honeypot",
  "captcha",
  "invalid",
  "malformed",
  "other",
] as const;
export type LeadRefusalReason = (typeof LEAD_REFUSAL_REASONS)[number];

/** The reason a status alone gives; 400 and 503 also read the fields in error. */
const REASON_OF_STATUS: Record<number, "accepted" | LeadRefusalReason> = {
  200: "accepted",
  405: "method",
  408: "upload_timeout",
  413: "too_large",
  415: "unsupported_type",
  429: "rate_limited",
};

/** "accepted" for a stored lead, else the refusal's reason. */
export function leadOutcomeReason(
  outcome: { status: number; body: { errors?: Record<string, string[]> }; headers?: Record<string, string> },
  fields: { captcha: string; honeypot: string },
): "accepted" | LeadRefusalReason {
  const errors = Object.keys(outcome.body.errors ?? {});
  const captchaOnly = errors.length === 1 && errors[0] === fields.captcha;
  if (outcome.status === 503) {
    // A full upload budget asks for a retry in seconds; a storage or captcha outage in a minute or more.
    return !captchaOnly && outcome.headers?.["Retry-After"] === "10" ? "busy" : "unavailable";
  }
  if (outcome.status === 400) {
    if (errors.length === 0) return "malformed";
    if (errors.includes(fields.honeypot)) return "honeypot";
    return captchaOnly ? "captcha" : "invalid";
  }
  return REASON_OF_STATUS[outcome.status] ?? "other";
}
