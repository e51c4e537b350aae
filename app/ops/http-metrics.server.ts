/**
 * The server's HTTP and process metrics, and GET /metrics, in the application's registry
 * (./metrics.server.ts). Requests are counted by route kind and status, never by path, so random
 * URLs cannot grow the number of series.
 */
import type { RequestHandler } from "express";
import { Counter, collectDefaultMetrics, Histogram, type Registry } from "prom-client";
import { bearerGate, type GuessLimit } from "~/http/bearer-gate.server";
import { NO_STORE } from "~/http/no-store";

/** The probes, served by the Express application itself. */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(["/healthz", "/readyz", "/metrics"]);

/** The kind of a request from its method and raw URL alone: no decoding, no route matching. */
export function routeKind(method: string, url: string) {
  const pathname = url.split("?", 1)[0]!;
  if (HEALTH_PATHS.has(pathname)) return "health";
  if (pathname.startsWith("/assets/")) return "asset";
  if (pathname === "/api" || pathname.startsWith("/api/")) return "api";
  if (method !== "GET" && method !== "HEAD" && method !== "POST") return "other";
  // A file name (favicon.ico, robots.txt, an image); React Router's .data requests belong to pages.
  const slash = pathname.lastIndexOf("/");
  const dot = pathname.lastIndexOf(".");
  if (dot > slash && !pathname.endsWith(".data")) return "static";
  return "page";
}

/** From a fixed page's sub-millisecond response to a slow upload. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const madeFor = new WeakMap<Registry, RequestHandler>();

/**
 * What observes each request, registered once per registry: the development server makes the
 * application again after each edit, and registering the same metric twice throws.
 */
export function httpMetrics(registry: Registry): RequestHandler {
  const made = madeFor.get(registry);
  if (made) return made;
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route kind and status.",
    labelNames: ["kind", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its response, by route kind and status.",
    labelNames: ["kind", "status"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const observe: RequestHandler = (req, res, next) => {
    const started = process.hrtime.bigint();
    const kind = routeKind(req.method, req.url);
    res.once("finish", () => {
      const labels = { kind, status: String(res.statusCode) };
      requests.inc(labels);
      durations.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
  madeFor.set(registry, observe);
  return observe;
}

/**
 * GET /metrics behind the bearer gate every token endpoint shares (404 without METRICS_TOKEN, 429
 * over the guessing limit, 401 without the token), its refusals in plain text; else the metrics.
 */
export function metricsEndpoint(
  token: string | undefined,
  registry: Registry,
  limit: GuessLimit,
): RequestHandler {
  // Express 5 hands a rejection to next.
  return async (req, res) => {
    const request = new Request("http://localhost/metrics", {
      headers: { authorization: req.get("authorization") ?? "" },
    });
    const denied = await bearerGate(request, token, "metrics", { ip: req.ip ?? "unknown", limit });
    res.set("Cache-Control", NO_STORE);
    if (denied) {
      res.set(Object.fromEntries(denied.headers)).sendStatus(denied.status);
      return;
    }
    res.set("Content-Type", registry.contentType).send(await registry.metrics());
  };
}
