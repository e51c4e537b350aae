import { describe, expect, it } from "vitest";
import { NO_STORE } from "~/http/no-store";
import { leadResponse } from "./submit.server";

describe("leadResponse", () => {
  it("is JSON with its length given, so the compression middleware leaves it as it is", async () => {
    const response = leadResponse({
      status: 429,
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

  it("carries the field errors", async () => {
    const response = leadResponse({
      status: 400,
      body: { message: "Please check the form.", errors: { email: ["Enter a valid e-mail address."] } },
    });
    expect(await response.json()).toEqual({
      message: "Please check the form.",
      errors: { email: ["Enter a valid e-mail address."] },
    });
  });
});
