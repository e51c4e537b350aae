/** No request path costs more than its length: each hostile shape is compared with a harmless one of the same size. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServerWithFreshData } from "../support/server-process";

let server: RunningServer;

beforeAll(async () => {
  server = await startServerWithFreshData("long-paths", { TRUST_PROXY: "1" });
  // Once before measuring: the first request to a shape may compile or warm something.
  for (const method of ["GET", "POST"] as const) await costOf(harmless, method);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** Below Node's 16 KB header limit, with room for the request line and headers. */
const PATH_LENGTH = 15_000;
const REQUESTS = 7;

const filled = (prefix: string, unit: string) =>
  `${prefix}${unit.repeat(Math.ceil((PATH_LENGTH - prefix.length) / unit.length))}`.slice(0, PATH_LENGTH);
const harmless = filled("/", "abc");

/** The least milliseconds of REQUESTS sequential requests to one path, each answer read whole. */
async function costOf(path: string, method: "GET" | "POST"): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        "X-Forwarded-For": "203.0.113.40",
        ...(method === "POST" ? { Origin: "https://evil.example" } : {}),
      },
      body: method === "POST" ? "x=1" : undefined,
    });
    expect(response.status).toBeLessThan(500);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return Math.min(...times);
}

describe("a long path costs what its length costs", () => {
  it.each([
    ["masked names with no value", filled("/", "key")],
    ["escaped masked names", filled("/", "%6bey")],
    ["trailing slashes after a name", filled("/a", "/")],
    ["slashes before a last name", `${filled("/", "/").slice(1)}a`],
    ["a masked name in every segment", filled("/", "key/")],
    ["digits and dots", filled("/", "1.")],
    ["colons", filled("/", "key:")],
    ["masked names in a blog slug", filled("/blogs/", "key")],
    ["masked names in an API path", filled("/api/", "key")],
  ])("%s", async (_shape, hostile) => {
    for (const method of ["GET", "POST"] as const) {
      await costOf(hostile, method); // once before measuring, as the harmless path was
      // A floor under the harmless cost: a path of 15,000 slashes costs a few linear milliseconds
      // more than one of letters (the routers split it), where a quadratic step costs a hundred.
      const harmlessMs = Math.max(await costOf(harmless, method), 5);
      const hostileMs = await costOf(hostile, method);
      const costs = `${method}: ${hostileMs.toFixed(0)} ms against ${harmlessMs.toFixed(0)} ms`;
      expect(hostileMs / harmlessMs, costs).toBeLessThan(5);
    }
  });
});
