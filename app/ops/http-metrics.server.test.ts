import express from "express";
import { Counter, Registry } from "prom-client";
import { afterEach, describe, expect, it } from "vitest";
import type { GuessLimit } from "~/http/bearer-gate.server";
import { memoryGuessLimit } from "../../tests/support/memory-guess-limit";
import { httpMetrics, metricsEndpoint, routeKind } from "./http-metrics.server";
import { serveForTest, type TestServer } from "../../tests/support/test-server";

const TOKEN = "metrics-token-for-tests-0123456789abcdef";

/** Every sample line of the Prometheus text format: `name{labels} value` (NaN in any case: prom-client writes "Nan"). */
const SAMPLE_LINE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/i;

describe("routeKind", () => {
  it.each([
    ["GET", "/readyz?x=1", "health"],
    ["GET", "/assets/entry.client-AbC123.js", "asset"],
    ["POST", "/api/contact", "api"],
    ["GET", "/favicon.ico", "static"],
    ["GET", "/", "page"],
    ["GET", "/contact.data", "page"],
    ["GET", "/v1.2/about?q=a.b", "page"],
    ["POST", "/contact", "page"],
    ["DELETE", "/contact", "other"],
  ])("%s %s is %s", (method, url, kind) => {
    expect(routeKind(method, url)).toBe(kind);
  });
});

describe("httpMetrics", () => {
  it("registers once per registry: made again, it counts into the same series", () => {
    const registry = new Registry();
    const first = httpMetrics(registry);
    expect(httpMetrics(registry)).toBe(first);
    expect(registry.getSingleMetric("http_requests_total")).toBeDefined();
  });
});

describe("HTTP metrics and GET /metrics", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function serve(token: string | undefined, guessLimit: GuessLimit = memoryGuessLimit(100)) {
    // One registry holds the application's metrics and the server's, as in the site's server.
    const registry = new Registry();
    new Counter({ name: "app_thing", help: "x", registers: [registry] }).inc(3);
    const app = express();
    app.use(httpMetrics(registry));
    app.get("/metrics", metricsEndpoint(token, registry, guessLimit));
    app.get("/", (_req, res) => {
      res.send("home");
    });
    app.use((_req, res) => {
      res.status(404).send("none");
    });
    server = await serveForTest(app);
    return server.url;
  }

  // Which tokens pass and when a client is over its limit is bearerGate's (app/http/bearer-gate.test.ts).
  it("answers the gate's refusals in plain text with their headers", async () => {
    const closed = await serve(undefined);
    const absent = await fetch(`${closed}/metrics`);
    expect([absent.status, await absent.text()]).toEqual([404, "Not Found"]);
    await server?.close();
    const url = await serve(TOKEN, memoryGuessLimit(1));
    const scrape = (token: string) =>
      fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    const wrong = await scrape("guess-1");
    expect([wrong.status, await wrong.text()]).toEqual([401, "Unauthorized"]);
    expect(wrong.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(wrong.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(wrong.headers.get("cache-control")).toBe("no-store");
    const limited = await scrape(TOKEN);
    expect([limited.status, await limited.text()]).toEqual([429, "Too Many Requests"]);
    expect(limited.headers.get("retry-after")).toBe("600");
  });

  it("counts requests by route kind and status, never by path, and serves parseable text", async () => {
    const url = await serve(TOKEN);
    await fetch(`${url}/`);
    await fetch(`${url}/`);
    await fetch(`${url}/some/random/path-${Date.now()}`);
    await fetch(`${url}/assets/x.js`);
    const response = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain('http_requests_total{kind="page",status="200"} 2');
    expect(text).toContain('http_requests_total{kind="page",status="404"} 1');
    expect(text).toContain('http_requests_total{kind="asset",status="404"} 1');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.001",kind="page",status="200"\} \d/);
    expect(text).toContain('http_request_duration_seconds_count{kind="page",status="200"} 2');
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("app_thing 3");
    expect(text).not.toContain("random");
    for (const line of text.split("\n")) {
      if (line === "" || line.startsWith("#")) continue;
      expect(line).toMatch(SAMPLE_LINE);
    }
  });
});
