import { describe, expect, it } from "vitest";
import { bearerGate, bearerToken, tokensMatch } from "./bearer-gate.server";

const TOKEN = "a-revalidate-token-of-enough-length";
const request = (authorization?: string) =>
  new Request("http://localhost/api/revalidate", {
    method: "POST",
    headers: authorization ? { authorization } : {},
  });

describe("bearerGate", () => {
  it("makes the endpoint not exist (404) when no token is configured", () => {
    expect(bearerGate(request(`Bearer ${TOKEN}`), undefined, "content")?.status).toBe(404);
  });

  it("refuses a missing, wrong or malformed token with 401 naming the realm", () => {
    for (const header of [undefined, "Bearer wrong", `Bearer ${TOKEN} extra`, `Basic ${TOKEN}`, TOKEN]) {
      const answer = bearerGate(request(header), TOKEN, "content");
      expect(answer?.status, String(header)).toBe(401);
      expect(answer?.headers.get("www-authenticate")).toBe('Bearer realm="content"');
    }
  });

  it("lets the token through, whatever the scheme's case", () => {
    expect(bearerGate(request(`Bearer ${TOKEN}`), TOKEN, "content")).toBeNull();
    expect(bearerGate(request(`bearer ${TOKEN}`), TOKEN, "content")).toBeNull();
  });

  it("reads the token of a Bearer header only", () => {
    expect(bearerToken("Bearer abc")).toBe("abc");
    expect(bearerToken("bearer abc ")).toBe("abc");
    for (const header of [null, "", "Bearer", "Bearer a b", "Basic abc", "abc"])
      expect(bearerToken(header)).toBeUndefined();
  });

  it("compares tokens of any length", () => {
    expect(tokensMatch("a", TOKEN)).toBe(false);
    expect(tokensMatch(TOKEN, TOKEN)).toBe(true);
  });
});
