import { describe, expect, it } from "vitest";
import { NO_STORE } from "~/http/no-store";
import { leadAnswers } from "~/site/api-answers.server";
import { MultipartError } from "./multipart.server";
import { leadResponse, multipartOutcome, resolveFormId, submitLead } from "./submit.server";

/** A parsed form with these fields, files in these fields, and this decoded product list. */
function shape(fields: Record<string, string[]>, fileFields: string[] = [], products?: string[]) {
  const files = fileFields.map((field) => ({ field, filename: "a.pdf", bytes: new Uint8Array() }));
  return { fields: new Map(Object.entries(fields)), files, products };
}

describe("leadResponse", () => {
  it("is JSON with its length given, so the compression middleware leaves it as it is", async () => {
    const response = leadResponse({
      status: 429,
      reason: "rate_limited",
      body: { message: "Too many submissions — try again in 2 minutes." },
      headers: { "Retry-After": "120" },
    });
    const text = await response.text();
    expect(response.status).toBe(429);
    expect(JSON.parse(text)).toEqual({ message: "Too many submissions — try again in 2 minutes." });
    // Bytes, not characters: the dash is three bytes in UTF-8.
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(text.length);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe(NO_STORE);
    expect(response.headers.get("retry-after")).toBe("120");
  });
});

describe("submitLead", () => {
  it("answers another method than POST with 405 and Allow: POST, before reading anything", async () => {
    const request = new Request("http://x/api/contact", { method: "PUT", body: "x" });
    expect(await submitLead(request, { clientIp: "203.0.113.7" })).toEqual({
      status: 405,
      reason: "method",
      body: { message: leadAnswers.methodNotAllowed },
      headers: { Allow: "POST" },
    });
  });
});

describe("multipartOutcome", () => {
  it("names each parse refusal by its fixed metrics reason", () => {
    const reason = (kind: MultipartError["kind"]) => multipartOutcome(new MultipartError(kind)).reason;
    expect(reason("file-too-large")).toBe("too_large");
    expect(reason("unsupported-media-type")).toBe("unsupported_type");
    expect(reason("too-slow")).toBe("upload_timeout");
    expect(reason("busy")).toBe("busy");
    expect(reason("over-share")).toBe("rate_limited");
    expect(reason("aborted")).toBe("malformed");
  });
});

describe("resolveFormId", () => {
  it("takes an explicit, known form id over what the fields suggest", () => {
    expect(resolveFormId(shape({ form: ["internship"] }, ["cv"]))).toBe("internship");
  });

  it("refuses an explicit form id it does not know, even an empty one", () => {
    expect(resolveFormId(shape({ form: ["newsletter"] }))).toBeUndefined();
    expect(resolveFormId(shape({ form: [""] }))).toBeUndefined();
    expect(resolveFormId(shape({ form: ["<script>alert(1)</script>"] }))).toBeUndefined();
  });

  it("reads an application in the published API's shape from its cv file or its cvUpload flag", () => {
    expect(resolveFormId(shape({ name: ["A"] }, ["cv"]))).toBe("job-apply");
    expect(resolveFormId(shape({ cvUpload: ["Yes"] }))).toBe("job-apply");
  });

  it("reads the inquiry product codes without files as a demo request", () => {
    expect(resolveFormId(shape({}, [], ["cre", "Services"]))).toBe("demo");
    expect(resolveFormId(shape({}, ["files"], ["tic"]))).toBe("contact");
  });

  it("reads anything else as a contact message", () => {
    expect(resolveFormId(shape({ name: ["A"] }))).toBe("contact");
    expect(resolveFormId(shape({}, [], ["cre", "PRIZM Rates"]))).toBe("contact");
    expect(resolveFormId(shape({}, [], []))).toBe("contact");
  });
});
