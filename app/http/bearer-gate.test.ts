import { describe, expect, it } from "vitest";
import { bearerGate, checkSecret, type GuessLimit } from "./bearer-gate.server";
import { memoryGuessLimit as memoryLimit } from "../../tests/support/memory-guess-limit";

const TOKEN = "a-revalidate-token-of-enough-length";
const request = (authorization?: string) =>
  new Request("http://localhost/api/revalidate", {
    method: "POST",
    headers: authorization ? { authorization } : {},
  });

const client = (ip = "203.0.113.7", limit: GuessLimit = memoryLimit(100)) => ({ ip, limit });

describe("bearerGate", () => {
  it("makes the endpoint not exist (404) when no token is configured", async () => {
    expect((await bearerGate(request(`Bearer ${TOKEN}`), undefined, "content", client()))?.status).toBe(404);
  });

  it("refuses a missing, wrong or malformed token with 401 naming the realm", async () => {
    for (const header of [
      undefined,
      "Bearer",
      "Bearer wrong",
      `Bearer ${TOKEN} extra`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const answer = await bearerGate(request(header), TOKEN, "content", client());
      expect(answer?.status, String(header)).toBe(401);
      expect(answer?.headers.get("www-authenticate")).toBe('Bearer realm="content"');
    }
  });

  it("lets the token through, whatever the scheme's case", async () => {
    expect(await bearerGate(request(`Bearer ${TOKEN}`), TOKEN, "content", client())).toBeNull();
    expect(await bearerGate(request(`bearer ${TOKEN}`), TOKEN, "content", client())).toBeNull();
  });

  it("counts wrong tokens per address and then refuses that address with 429, the right token too", async () => {
    const limit = memoryLimit(3);
    const guesser = client("198.51.100.9", limit);
    for (let i = 0; i < 3; i++) {
      expect((await bearerGate(request("Bearer guess"), TOKEN, "leads", guesser))?.status).toBe(401);
    }
    for (const header of ["Bearer guess", `Bearer ${TOKEN}`]) {
      const refused = await bearerGate(request(header), TOKEN, "leads", guesser);
      expect(refused?.status).toBe(429);
      expect(refused?.headers.get("retry-after")).toBe("600");
    }
    expect(limit.failures.get("198.51.100.9")).toBe(3); // refusals are not counted again
    expect(
      await bearerGate(request(`Bearer ${TOKEN}`), TOKEN, "leads", client("192.0.2.1", limit)),
    ).toBeNull();
  });

  // The right token never uses the budget up: app/ops/bearer-gate-limit.server.test.ts (checkSecret).

  it("stays shut with 503 when the limit cannot be read", async () => {
    const down: GuessLimit = {
      take: () => Promise.reject(new Error("database down")),
      giveBack: () => Promise.reject(new Error("database down")),
    };
    const answer = await bearerGate(request(`Bearer ${TOKEN}`), TOKEN, "leads", client("192.0.2.3", down));
    expect(answer?.status).toBe(503);
    expect(answer?.headers.get("retry-after")).toBe("30");
  });
});

describe("checkSecret", () => {
  it("counts a missing secret as a failed attempt", async () => {
    const limit = memoryLimit(5);
    expect(await checkSecret(undefined, TOKEN, "192.0.2.4", limit)).toEqual({ ok: false, reason: "wrong" });
    expect(limit.failures.get("192.0.2.4")).toBe(1);
  });
});
