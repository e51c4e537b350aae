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
    ["GET", "/healthz", "health"],
    ["GET", "/readyz?x=1", "health"],
    ["GET", "/metrics", "health"],
    ["GET", "/assets/entry.client-AbC123.js", "asset"],
    ["POST", "/api/contact", "api"],
    ["GET", "/api/leads?format=csv", "api"],
    ["GET", "/favicon.ico", "static"],
    ["GET", "/images/blog/a.svg", "static"],
    ["GET", "/", "page"],
    ["GET", "/blogs/some-post", "page"],
    ["GET", "/blogs/rss.xml", "static"],
    ["GET", "/contact.data", "page"],
    ["GET", "/v1.2/about?q=a.b", "page"],
    ["POST", "/contact", "page"],
    ["DELETE", "/contact", "other"],
    ["OPTIONS", "/", "other"],
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
    const metrics = httpMetrics(registry);
    const app = express();
    app.use((req, res, next) => {
      metrics.observe(req, res);
      next();
    });
    app.get(
      "/metrics",
      metricsEndpoint(token, metrics.registry, () => guessLimit),
    );
    app.get("/", (_req, res) => {
      res.send("home");
    });
    app.use((_req, res) => {
      res.status(404).send("none");
    });
    server = await serveForTest(app);
    return server.url;
  }

  it("answers 404 when no token is configured, 401 for a missing or wrong token", async () => {
    const closed = await serve(undefined);
    expect((await fetch(`${closed}/metrics`)).status).toBe(404);
    await server?.close();
    const url = await serve(TOKEN);
    const missing = await fetch(`${url}/metrics`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toContain("Bearer");
    expect(await missing.text()).not.toContain("http_requests_total");
    const wrong = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    const basic = await fetch(`${url}/metrics`, { headers: { Authorization: `Basic ${TOKEN}` } });
    expect(basic.status).toBe(401);
  });

  it("refuses an address over the guessing limit with 429, the right token too, and never counts a scrape", async () => {
    const limit = memoryGuessLimit(2);
    const url = await serve(TOKEN, limit);
    const scrape = (token: string) =>
      fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await scrape(TOKEN)).status).toBe(200);
    expect((await scrape("guess-1")).status).toBe(401);
    expect((await scrape("guess-2")).status).toBe(401);
    for (const token of ["guess-3", TOKEN]) {
      const refused = await scrape(token);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("600");
    }
    expect([...limit.failures.values()]).toEqual([2]);
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
