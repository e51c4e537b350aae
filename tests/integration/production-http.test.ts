import { createHash } from "node:crypto";
import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "../../app/env.server";
import { securityHeaderList } from "../../app/http/security-headers.server";
import { notFoundPage } from "../../app/site/message-pages";
import { staticPages } from "../../app/site/pages/index";
import { checkedFetch } from "../support/checked-fetch";
import { sendUnchecked } from "../support/front-checks";
import { type RunningServer, startServer } from "../support/server-process";

/** The production server's headers, CSP hashes, caching, compression, health check and graceful stop. */

const buildDir = process.env.INTEGRATION_BUILD_DIR;

let server: RunningServer;
beforeAll(async () => {
  if (buildDir) server = await startServer({ DATA_DIR: "data/it-production-http" });
}, 120_000);
afterAll(() => server?.stop());

/** A GET of a path of the site under test, its body as sent. */
const rawGet = (path: string, headers: Record<string, string> = {}) =>
  sendUnchecked(`${server.url}${path}`, { headers });
const get = (path: string, init?: RequestInit) => checkedFetch(`${server.url}${path}`, init);

const nonceOf = (csp: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
/** The sources a policy's directive names. */
const sourcesOf = (csp: string, directive: "script-src" | "style-src") =>
  new RegExp(`${directive} ([^;]*)`).exec(csp)?.[1]?.split(" ") ?? [];

/** The 'sha256-…' source of each inline script a browser runs, computed independently of the server. */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=|type="application\/ld\+json"/.test(m[1] ?? ""))
    .map(
      (m) =>
        `'sha256-${createHash("sha256")
          .update(m[2] ?? "")
          .digest("base64")}'`,
    );
}

/** Pages that are the same for every visitor: prerendered, rendered once per content version, 404. */
const fixedPages = [
  { path: "/", status: 200 },
  { path: "/blogs", status: 200 },
  { path: "/no-such-page", status: 404 },
];

/** The headers every page carries, by their names as Node reads them (no HSTS: PUBLIC_URL is http here). */
const securityHeaders = Object.fromEntries(
  securityHeaderList(parseEnv({})).map(([name, value]) => [name.toLowerCase(), value]),
);

describe.skipIf(!buildDir)("the production server over HTTP", () => {
  describe("security headers", () => {
    it.each(fixedPages)(
      "$path: the same bytes, ETag and hashed CSP on every response",
      async ({ path, status }) => {
        const first = await rawGet(path, { "accept-encoding": "identity" });
        const second = await rawGet(path, { "accept-encoding": "identity" });
        expect(first.status).toBe(status);
        expect(first.headers["content-encoding"]).toBeUndefined();
        expect(second.body.equals(first.body)).toBe(true);
        expect(first.headers.etag).toMatch(/^"[\w-]{20,}"$/);
        expect(second.headers.etag).toBe(first.headers.etag);
        expect(first.headers["cache-control"]).toBe("public, max-age=300, stale-while-revalidate=86400");
        expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
        // The security middleware's headers on every kind of page, and not Express's own.
        expect(first.headers).toMatchObject(securityHeaders);
        expect(first.headers["x-powered-by"]).toBeUndefined();

        const csp = String(first.headers["content-security-policy"]);
        expect(second.headers["content-security-policy"]).toBe(csp);
        expect(csp).not.toContain("'nonce-");
        expect(csp).not.toContain("'unsafe-inline'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("default-src 'none'");
        const html = first.body.toString();
        expect(html).not.toMatch(/\snonce="/);
        expect(html).not.toContain("PLACEHOLDER");
        // This server has no analytics provider: no page loads its boot script.
        expect(html).not.toMatch(/analytics-connect|prerender-analytics/);
        const sources = inlineScriptSources(html);
        expect(sources.length).toBeGreaterThan(0);
        for (const source of sources) expect(sourcesOf(csp, "script-src"), path).toContain(source);
        // Styles: no style attributes, and every style block allowed by the hash of its text.
        expect(html).not.toMatch(/<[a-z][^<>]*\sstyle=/i);
        const styleSrc = sourcesOf(csp, "style-src");
        for (const [, text = ""] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
          expect(styleSrc, path).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);

        // Every encoding is the same page; brotli when asked.
        const br = await rawGet(path, { "accept-encoding": "br" });
        expect(br.headers["content-encoding"]).toBe("br");
        expect(brotliDecompressSync(br.body).equals(first.body)).toBe(true);
        const gzip = await rawGet(path, { "accept-encoding": "gzip" });
        expect(gzip.headers["content-encoding"]).toBe("gzip");
        expect(gunzipSync(gzip.body).equals(first.body)).toBe(true);
        expect(br.headers.etag).toBe(first.headers.etag);
      },
    );

    it("a page's ETag in If-None-Match gets 304 with no body; another ETag gets the page", async () => {
      const page = await rawGet("/our-team");
      const etag = String(page.headers.etag);
      const cached = await rawGet("/our-team", { "if-none-match": etag });
      expect(cached.status).toBe(304);
      expect(cached.body.length).toBe(0);
      expect(cached.headers.etag).toBe(etag);
      // The 404 page is never answered with 304: a cache must not turn an error into "not modified".
      const missing = await rawGet("/no-such-page");
      expect((await rawGet("/no-such-page", { "if-none-match": String(missing.headers.etag) })).status).toBe(
        404,
      );
    });

    it("a blog post that does not exist: 404, one page for every unknown id, never kept by a cache", async () => {
      const missing = await rawGet("/blogs/9999/no-such-post", { "accept-encoding": "identity" });
      expect(missing.status).toBe(404);
      expect(missing.headers["cache-control"]).toBe("no-store");
      // Rendered once per content version and shared, so unknown ids cost no render each.
      expect(missing.headers.etag).toMatch(/^"/);
      const other = await rawGet("/blogs/abc123/other-post", { "accept-encoding": "identity" });
      expect(other.status).toBe(404);
      expect(other.headers.etag).toBe(missing.headers.etag);
      const csp = String(missing.headers["content-security-policy"]);
      for (const source of inlineScriptSources(missing.body.toString()))
        expect(sourcesOf(csp, "script-src")).toContain(source);
      // A page made per request allows every style block of the built pages, the home page's marquee
      // among them, so a client-side navigation from here may insert any of them.
      const home = String((await rawGet("/")).headers["content-security-policy"]);
      expect(sourcesOf(csp, "style-src")).toEqual(sourcesOf(home, "style-src"));
      expect(sourcesOf(csp, "style-src").length).toBeGreaterThan(2);
    });
  });

  describe("caching", () => {
    it.each([
      ["/api/strapi/northpeak-website-blogs", "application/json"],
      ["/news/rss.xml", "application/rss+xml"],
    ] as const)(
      "%s: made once per content version, the same bytes and ETag, compressed once",
      async (path, type) => {
        const first = await rawGet(path, { "accept-encoding": "br" });
        const second = await rawGet(path, { "accept-encoding": "br" });
        expect(first.status).toBe(200);
        expect(String(first.headers["content-type"])).toContain(type);
        expect(first.headers["content-encoding"]).toBe("br");
        expect(second.body.equals(first.body)).toBe(true);
        expect(second.headers.etag).toBe(first.headers.etag);
        // Its route's own policy, and a length: sent whole from memory, not streamed through gzip.
        expect(first.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
        expect(Number(first.headers["content-length"])).toBe(first.body.length);
        expect(first.headers["x-accel-expires"]).toBe("1");
        const again = await rawGet(path, { "if-none-match": String(first.headers.etag) });
        expect(again.status).toBe(304);
      },
    );

    it("the raw prerendered file is never served with its placeholder, however it is spelt", async () => {
      for (const path of ["/our-team/index.html", "/our-team/index.htm%6C", "/our-team.dat%61"]) {
        const text = await (await get(path)).text();
        expect(text, path).not.toContain("PLACEHOLDER");
        expect(text, path).not.toContain("prerender-origin.invalid");
      }
    });

    it("a missing asset is a 404, not a page; a path that does not decode is a 400", async () => {
      expect((await get("/assets/no-such-file-12345678.js")).status).toBe(404);
      for (const path of ["/%E0%A4%A", "/blogs/%E0%A4%A", "/our-team.dat%E0"]) {
        const answer = await get(path);
        expect([answer.status, answer.headers.get("cache-control")], path).toEqual([400, "no-store"]);
      }
    });
  });

  describe("compression", () => {
    it("a form page's gzip decodes to the page with this response's nonce", async () => {
      for (const { path } of staticPages) {
        const zipped = await rawGet(path, { "accept-encoding": "gzip" });
        const html = gunzipSync(zipped.body).toString();
        expect(html, path).not.toContain("PLACEHOLDER");
        expect(html, path).not.toMatch(/analytics-connect|prerender-analytics/);
        if (!html.includes('name="captcha_token"')) continue;
        expect(zipped.headers["content-encoding"], path).toBe("gzip");
        const nonce = nonceOf(String(zipped.headers["content-security-policy"]));
        const used = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));
        expect([...used], path).toEqual([nonce]);
        // Compressed per response at the middleware's level: within a third of gzip -9.
        expect(zipped.body.length, path).toBeLessThan(gzipSync(html, { level: 9 }).length * 1.34 + 64);
      }
    });

    it("scripts are compressed too", async () => {
      const html = await (await get("/")).text();
      // A module the page imports or its after-paint loader preloads.
      const url = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(url).toBeTruthy();
      const br = await rawGet(url as string, { "accept-encoding": "br" });
      expect(br.headers["content-encoding"]).toBe("br");
    });
  });

  describe("lifecycle", () => {
    it("SIGTERM finishes the in-flight request (/healthz: ok, never cached), then exits 0", async () => {
      const stopping = await startServer({ DATA_DIR: "data/it-production-http-stop" });
      try {
        const { child, port, exited } = stopping;
        const socket = connect(port, "127.0.0.1");
        await new Promise((resolve) => socket.once("connect", resolve));
        let received = "";
        socket.on("data", (chunk) => {
          received += chunk;
        });
        const ended = new Promise((resolve) => socket.once("close", resolve));
        // The request has started (its first bytes are in) but is not complete when SIGTERM arrives.
        socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
        // Another client's upload never completes: the server cuts it rather than wait past its
        // shutdown limit, and still exits 0.
        const stalled = connect(port, "127.0.0.1");
        await new Promise((resolve) => stalled.once("connect", resolve));
        stalled.on("error", () => {});
        const cut = new Promise((resolve) => stalled.once("close", resolve));
        stalled.write(
          [
            "POST /api/contact HTTP/1.1",
            `Host: 127.0.0.1:${port}`,
            `Origin: http://127.0.0.1:${port}`,
            "Content-Type: multipart/form-data; boundary=cut",
            "Content-Length: 100000",
            "",
            "--cut\r\n",
          ].join("\r\n"),
        );
        expect(child.kill("SIGTERM")).toBe(true);
        // A new connection is refused once the server stops listening…
        await vi.waitFor(
          async () => {
            const answer = await new Promise<string>((resolve) => {
              const probe = connect(port, "127.0.0.1");
              probe.once("connect", () => {
                probe.destroy();
                resolve("accepted");
              });
              probe.once("error", () => resolve("refused"));
            });
            expect(answer).toBe("refused");
          },
          { timeout: 30_000, interval: 100 },
        );
        // …while the one in flight still gets its answer.
        socket.write("\r\n");
        await ended;
        expect(received).toMatch(/^HTTP\/1\.1 200 OK/);
        expect(received).toMatch(/\r\nconnection: close\r\n/i);
        expect(received).toMatch(/\r\ncache-control: no-store\r\n/i);
        expect(received).toContain('{"status":"ok"}');
        await cut;
        // 0, not the 1 of a shutdown forced after its limit.
        expect(await exited).toBe(0);
      } finally {
        await stopping.stop();
      }
    }, 150_000);
  });

  // This server has no ADMIN_TOKEN.
  describe("the staff area while staff access is off", () => {
    it.each(["GET", "POST", "DELETE", "OPTIONS"])(
      "%s to every staff address: 404, naming no methods",
      async (method) => {
        const downloads = [
          "/staff/leads.csv",
          "/staff/leads/sources.csv",
          "/staff/leads/00000000-0000-4000-8000-000000000000/attachments/1",
        ];
        for (const address of ["/staff/leads", ...downloads].flatMap((page) => [page, `${page}.data`])) {
          const label = `${method} ${address}`;
          const response = await fetch(`${server.url}${address}`, {
            method,
            headers: { Origin: server.url },
            body: method === "POST" ? "" : undefined,
          });
          expect(response.status, label).toBe(404);
          expect(response.headers.get("allow"), label).toBeNull();
          expect(response.headers.get("cache-control"), label).toBe("private, no-store");
          expect(response.headers.get("x-robots-tag"), label).toBe("noindex, nofollow");
          // The staff page's own error boundary shows the site's 404 page, not an empty one.
          if (method === "GET" && address === "/staff/leads")
            expect(await response.text(), label).toContain(notFoundPage.text);
        }
      },
    );
  });
});
