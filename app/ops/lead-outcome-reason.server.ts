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

type OutcomeLike = {
  status: number;
  body: { errors?: Record<string, string[]> };
  headers?: Record<string, string>;
};

/** "accepted" for a stored lead, else the refusal's reason. */
export function leadOutcomeReason(
  outcome: OutcomeLike,
  fields: { captcha: string; honeypot: string },
): "accepted" | LeadRefusalReason {
  switch (outcome.status) {
    case 200:
      return "accepted";
    case 405:
      return "method";
    case 408:
      return "upload_timeout";
    case 413:
      return "too_large";
    case 415:
      return "unsupported_type";
    case 429:
      return "rate_limited";
    case 503: {
      // A full upload budget asks for a retry in seconds; a storage or captcha outage in a minute or more.
      const errors = Object.keys(outcome.body.errors ?? {});
      if (errors.length === 1 && errors[0] === fields.captcha) return "unavailable";
      return outcome.headers?.["Retry-After"] === "10" ? "busy" : "unavailable";
    }
    case 400: {
      const errors = Object.keys(outcome.body.errors ?? {});
      if (errors.length === 0) return "malformed";
      if (errors.includes(fields.honeypot)) return "honeypot";
      if (errors.length === 1 && errors[0] === fields.captcha) return "captcha";
      return "invalid";
    }
    default:
      return "other";
  }
}
