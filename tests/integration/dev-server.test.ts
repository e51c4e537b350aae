import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteTemplate } from "../support/server-process";
import { repoRoot, type SiteServer, startServer } from "../support/site-server.mjs";

/** `npm run dev` must share one set of server modules with the routes, or every page renders as prerendered. */

const dataDir = "data/it-dev-server";
const METRICS_TOKEN = "dev-server-metrics-token-0123456789abcdef";
let server: SiteServer;

beforeAll(async () => {
  rmSync(path.join(repoRoot, dataDir), { recursive: true, force: true });
  server = await startServer({
    env: { DATA_DIR: dataDir, PGLITE_TEMPLATE_DIR: pgliteTemplate, METRICS_TOKEN },
    timeoutMs: 90_000,
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(path.join(repoRoot, dataDir), { recursive: true, force: true });
});

describe("the development server", () => {
  it("renders a form page with this response's nonce and a real no-script question", async () => {
    const response = await fetch(`${server.url}/Contact-us`);
    expect(response.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).toMatch(/What is \w+ plus \w+\?/);
    expect(html).not.toMatch(/__[A-Z_]*PLACEHOLDER__|prerender-origin\.invalid/);
  });

  it("serves readiness and one registry of metrics from the same modules as the pages", async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const metrics = await fetch(`${server.url}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toContain("http_requests_total");
    expect(text).toContain("leads_accepted_total");
  });
});
