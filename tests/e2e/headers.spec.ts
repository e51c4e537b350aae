import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { expect } from "@playwright/test";
import { test } from "./api-answers";
import { staticPages } from "../../app/site/pages/index";
import { baseURL } from "../../playwright.config";
import { rawGet as rawGetUrl } from "../support/raw-http";

/** A GET of a path of the site under test, its body as sent. */
const rawGet = (path: string, headers: Record<string, string> = {}) =>
  rawGetUrl(`${baseURL}${path}`, headers);

const nonceOf = (csp: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];

/**
 * The `'sha256-…'` source of each inline script a browser would run (JSON-LD is data, never run),
 * computed here independently of the server.
 */
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

const blogPost = "/blogs/1/how-we-read-a-terabyte-of-payer-machine-readable-files-every-month";

/** Pages that are the same for every visitor: prerendered, rendered once per content version, 404. */
const fixedPages = [
  { path: "/", status: 200 },
  { path: "/our-team", status: 200 },
  { path: "/blogs", status: 200 },
  { path: blogPost, status: 200 },
  { path: "/news/1", status: 200 },
  { path: "/no-such-page", status: 404 },
  { path: "/a/b/c/wp-login.php", status: 404 },
];

test.describe("security headers", () => {
  for (const { path, status } of fixedPages) {
    test(`${path}: the same bytes, ETag and hashed CSP on every response`, async () => {
      const first = await rawGet(path, { "accept-encoding": "identity" });
      const second = await rawGet(path, { "accept-encoding": "identity" });
      expect(first.status).toBe(status);
      expect(second.body.equals(first.body)).toBe(true);
      expect(first.headers.etag).toMatch(/^"[\w-]{20,}"$/);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(first.headers["cache-control"]).toBe("public, max-age=300, stale-while-revalidate=86400");
      expect(String(first.headers.vary)).toMatch(/accept-encoding/i);

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
      const sources = inlineScriptSources(html);
      expect(sources.length).toBeGreaterThan(0);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
      for (const source of sources) expect(scriptSrc, path).toContain(source);
      // Styles: no style attributes, and every style block allowed by the hash of its text.
      expect(html).not.toMatch(/<[a-z][^<>]*\sstyle=/i);
      const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
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
    });
  }

  test("a page's ETag in If-None-Match gets 304 with no body; another ETag gets the page", async () => {
    const page = await rawGet("/our-team");
    const etag = String(page.headers.etag);
    const cached = await rawGet("/our-team", { "if-none-match": etag });
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);
    expect(cached.headers.etag).toBe(etag);
    expect((await rawGet("/our-team", { "if-none-match": `W/${etag}, "other"` })).status).toBe(304);
    expect((await rawGet("/our-team", { "if-none-match": '"stale"' })).status).toBe(200);
    // The 404 page is never answered with 304: a cache must not turn an error into "not modified".
    const missing = await rawGet("/no-such-page");
    expect((await rawGet("/no-such-page", { "if-none-match": String(missing.headers.etag) })).status).toBe(
      404,
    );
  });

  test("a blog post that does not exist: 404, its own render, never kept by a cache", async () => {
    const missing = await rawGet("/blogs/9999/no-such-post", { "accept-encoding": "identity" });
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
    expect(missing.body.toString()).toContain("No data found.");
    const csp = String(missing.headers["content-security-policy"]);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
    for (const source of inlineScriptSources(missing.body.toString())) expect(scriptSrc).toContain(source);
  });

  test("/ has nosniff, a referrer policy, no framing, no X-Powered-By and no HSTS over http", async ({
    request,
  }) => {
    const headers = (await request.get("/")).headers();
    // PUBLIC_URL is http here; HSTS is sent only for an https PUBLIC_URL (server/security.test.ts,
    // tests/integration/hsts.test.ts).
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-powered-by"]).toBeUndefined();
  });

  test("with indexing allowed (the default) no response carries X-Robots-Tag", async ({ request }) => {
    // ALLOW_INDEXING=false puts it on every response (tests/integration/staging.test.ts).
    for (const { path, status } of [...fixedPages, { path: "/healthz", status: 200 }]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expect(response.headers()["x-robots-tag"], path).toBeUndefined();
    }
  });

  test("a browser loads every page with the CSP enforced and no violation", async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const paths = [
      ...staticPages.map((p) => p.path),
      "/blogs",
      blogPost,
      "/news-list",
      "/news/1",
      "/no-such-page",
    ];
    for (const path of paths) {
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations, path).toEqual([]);
    }
  });
});

test.describe("caching", () => {
  for (const [path, type] of [
    ["/api/strapi/northpeak-website-blogs", "application/json"],
    ["/api/strapiNews/northpeak-website-news", "application/json"],
    ["/blogs/rss.xml", "application/rss+xml"],
    ["/news/rss.xml", "application/rss+xml"],
  ] as const) {
    test(`${path}: made once per content version, the same bytes and ETag, compressed once`, async () => {
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
    });
  }

  test("a hashed /assets file is immutable for a year", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /(\/assets\/[\w.-]+-[\w-]{8}\.(?:js|css))/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.head(asset as string);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("HTML gets a short cache, prerendered or rendered on request", async ({ request }) => {
    for (const path of ["/", "/our-team", "/blogs"]) {
      const cache = (await request.get(path)).headers()["cache-control"] ?? "";
      const maxAge = Number(/max-age=(\d+)/.exec(cache)?.[1] ?? "0");
      expect(maxAge, `${path}: ${cache}`).toBeGreaterThan(0);
      expect(maxAge, `${path}: ${cache}`).toBeLessThanOrEqual(600);
      expect(cache).not.toContain("immutable");
    }
  });

  test("a prerendered form page asks a fresh no-script question per response and stays out of shared caches", async ({
    request,
  }) => {
    const tokens = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await request.get("/job-apply-form");
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      const html = await response.text();
      expect(html).not.toContain("PLACEHOLDER");
      expect(html).toMatch(/What is \w+ plus \w+\?/);
      tokens.add(/name="captcha_token" value="([^"]+)"/.exec(html)?.[1] ?? "");
    }
    expect(tokens.size).toBe(2);
    expect(tokens.has("")).toBe(false);
  });

  test("the raw prerendered file is never served with its placeholder, however it is spelt", async ({
    request,
  }) => {
    for (const path of ["/our-team/index.html", "/our-team/index.htm%6C", "/our-team.dat%61"]) {
      const response = await request.get(path);
      expect(await response.text(), path).not.toContain("PLACEHOLDER");
      expect(await response.text(), path).not.toContain("prerender-origin.invalid");
    }
  });

  test("the site's own files are served, not taken for unknown URLs", async ({ request }) => {
    for (const path of ["/favicon.svg", "/favicon.ico", "/site.webmanifest", "/images/logo.svg"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).not.toContain("text/html");
    }
  });

  test("a missing asset is a 404, not a page", async ({ request }) => {
    const response = await request.get("/assets/no-such-file-12345678.js");
    expect(response.status()).toBe(404);
  });
});

test.describe("compression", () => {
  for (const path of ["/", "/blogs"]) {
    test(`${path} is served with brotli or gzip as asked`, async () => {
      const br = await rawGet(path, { "accept-encoding": "br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(br.body).toString()).toMatch(/<h1[\s>]/);

      const gzip = await rawGet(path, { "accept-encoding": "gzip" });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.body).toString()).toMatch(/<h1[\s>]/);
      expect(String(gzip.headers.vary)).toMatch(/accept-encoding/i);

      const plain = await rawGet(path, { "accept-encoding": "identity" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toMatch(/<h1[\s>]/);
    });
  }

  test("a form page's gzip decodes to the page with this response's nonce", async () => {
    for (const { path } of staticPages) {
      const zipped = await rawGet(path, { "accept-encoding": "gzip" });
      const html = gunzipSync(zipped.body).toString();
      expect(html, path).not.toContain("PLACEHOLDER");
      if (!html.includes('name="captcha_token"')) continue;
      expect(zipped.headers["content-encoding"], path).toBe("gzip");
      const nonce = nonceOf(String(zipped.headers["content-security-policy"]));
      const used = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));
      expect([...used], path).toEqual([nonce]);
      // Compressed per response at the middleware's level: within a third of gzip -9.
      expect(zipped.body.length, path).toBeLessThan(gzipSync(html, { level: 9 }).length * 1.34 + 64);
    }
  });

  test("scripts are compressed too", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // A module the page imports or its after-paint loader preloads.
    const url = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(url).toBeTruthy();
    const br = await rawGet(url as string, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
  });
});
