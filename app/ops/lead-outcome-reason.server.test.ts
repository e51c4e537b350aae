import { describe, expect, it } from "vitest";
import { LEAD_REFUSAL_REASONS, leadOutcomeReason } from "./lead-outcome-reason.server";

const fields = { captcha: "recaptcha", honeypot: "website" };
const reason = (status: number, errors?: Record<string, string[]>, headers?: Record<string, string>) =>
  leadOutcomeReason({ status, body: errors ? { errors } : {}, ...(headers ? { headers } : {}) }, fields);

describe("leadOutcomeReason", () => {
  it("names a stored lead accepted and each refusal by a fixed reason", () => {
    expect(reason(200)).toBe("accepted");
    expect(reason(405)).toBe("method");
    expect(reason(408)).toBe("upload_timeout");
    expect(reason(413)).toBe("too_large");
    expect(reason(415)).toBe("unsupported_type");
    expect(reason(415, { files: ["x"] })).toBe("unsupported_type");
    expect(reason(429, undefined, { "Retry-After": "3600" })).toBe("rate_limited");
    expect(reason(503, undefined, { "Retry-After": "10" })).toBe("busy");
    expect(reason(503, undefined, { "Retry-After": "60" })).toBe("unavailable");
    expect(reason(503, { recaptcha: ["down"] })).toBe("unavailable");
    expect(reason(400)).toBe("malformed");
    expect(reason(400, { website: ["x"] })).toBe("honeypot");
    expect(reason(400, { recaptcha: ["x"] })).toBe("captcha");
    expect(reason(400, { email: ["x"], recaptcha: ["x"] })).toBe("invalid");
    expect(reason(400, { form: ["x"] })).toBe("invalid");
    expect(reason(418)).toBe("other");
  });

  it("never returns a reason outside the fixed set", () => {
    for (const status of [200, 400, 403, 405, 408, 413, 415, 429, 500, 503]) {
      const result = reason(status, { anything: ["x"] });
      expect(result === "accepted" || LEAD_REFUSAL_REASONS.includes(result)).toBe(true);
    }
  });
});
