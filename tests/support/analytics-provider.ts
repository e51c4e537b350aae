import { readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { repoRoot } from "./site-server.mjs";
import { serveForTest } from "./test-server";

/** A local stand-in for Plausible (its npm tracker) or Umami (a stand-in to its public API), recording events. */

export type ProviderRequest = { method: string; path: string; body: unknown };

export type AnalyticsProviderServer = {
  origin: string;
  /** Every request the provider received, in order. */
  requests: ProviderRequest[];
  close: () => Promise<void>;
};

const plausibleTracker = readFileSync(
  path.join(repoRoot, "node_modules/@plausible-analytics/tracker/plausible.js"),
  "utf8",
);

/** Plausible's npm module as the classic manual script its servers hand out: it counts no page view itself. */
function plausibleScript(): string {
  const withoutExport = plausibleTracker.replace(/^export \{[^}]*\};?\s*$/m, "");
  return `(function(){${withoutExport}
var script = document.currentScript;
var queued = (window.plausible && window.plausible.q) || [];
// The tracker ignores a browser driven by automation (navigator.webdriver) unless window.__plausible
// is set, and a site on 127.0.0.1 unless captureOnLocalhost is: the journeys are both.
window.__plausible = true;
init({
  domain: script.getAttribute("data-domain"),
  endpoint: new URL(script.src).origin + "/api/event",
  captureOnLocalhost: true,
  autoCapturePageviews: false,
});
for (var i = 0; i < queued.length; i++) track.apply(null, queued[i]);
})();`;
}

/**
 * Umami's tracker, reduced to what a site uses of it: umami.track given a function, which edits the
 * page's payload, and the automatic page view unless data-auto-track="false".
 */
const umamiScript = `(function(){
var script = document.currentScript;
var website = script.getAttribute("data-website-id");
var endpoint = script.src.split("/").slice(0, -1).join("/") + "/api/send";
function send(payload) {
  return fetch(endpoint, {
    method: "POST",
    body: JSON.stringify({ type: "event", payload: payload }),
    headers: { "Content-Type": "application/json" },
    keepalive: true,
  }).catch(function () {});
}
var page = function () {
  return { website: website, hostname: location.hostname, url: location.pathname + location.search };
};
window.umami = { track: function (edit) { return send(edit(page())); } };
if (script.getAttribute("data-auto-track") !== "false") send(page());
})();`;

const scripts: Record<string, string> = {
  "/js/script.manual.js": plausibleScript(),
  "/script.js": umamiScript,
};
const EVENT_PATHS = new Set(["/api/event", "/api/send"]);

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Starts the provider on 127.0.0.1, on a free port: another origin than the site's. */
export async function startAnalyticsProvider(): Promise<AnalyticsProviderServer> {
  const requests: ProviderRequest[] = [];
  const { url, close } = await serveForTest(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://provider.invalid");
    const body = request.method === "POST" ? await jsonBody(request) : undefined;
    requests.push({ method: request.method ?? "", path: url.pathname, body });
    // Both providers answer cross-origin calls from the sites they count, preflights included.
    response.setHeader("Access-Control-Allow-Origin", "*");
    const script = scripts[url.pathname];
    if (request.method === "GET" && script) {
      response.writeHead(200, { "Content-Type": "application/javascript; charset=utf-8" });
      response.end(script);
    } else if (request.method === "OPTIONS" && EVENT_PATHS.has(url.pathname)) {
      response.writeHead(204, {
        "Access-Control-Allow-Methods": "POST",
        "Access-Control-Allow-Headers": "Content-Type",
      });
      response.end();
    } else if (request.method === "POST" && EVENT_PATHS.has(url.pathname)) {
      response.writeHead(202, { "Content-Type": "text/plain" });
      response.end("ok");
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  return { origin: url, requests, close };
}
