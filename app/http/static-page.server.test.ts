import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { makeStaticPage, matchesEtag, staticPageSender } from "./static-page.server";
import { serveForTest, type TestServer } from "../../tests/support/test-server";

describe("matchesEtag", () => {
  it("matches the tag, its weak form, a list member and *", () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag("*", '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe("staticPageSender", () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  const body = `<!doctype html><html><body>${"Contract rates, benchmarked. ".repeat(200)}</body></html>`;
  const page = makeStaticPage(body, { contentType: "text/html; charset=utf-8", csp: "script-src 'self'" });

  async function serve() {
    const app = express();
    const send = staticPageSender([["X-Frame-Options", "DENY"]]);
    app.get("/", (req, res) => {
      // Set before, as the security middleware does: the prepared list replaces it, once.
      res.setHeader("X-Frame-Options", "SAMEORIGIN");
      send(req, res, page);
    });
    const server = await serveForTest(app);
    servers.push(server);
    return server.url;
  }

  it("makes each encoding once, on first demand, and keeps it", () => {
    const fresh = makeStaticPage(body, { csp: "script-src 'self'" });
    expect(fresh.br).toBe(fresh.br);
    expect(fresh.gzip).toBe(fresh.gzip);
  });

  it("sends brotli, gzip or identity as asked, each decoding to the same bytes, with one ETag", async () => {
    const url = await serve();
    const get = (encoding: string) => fetch(url, { headers: { "accept-encoding": encoding } });
    const br = await get("br");
    const gzip = await get("gzip");
    const plain = await get("identity");
    // fetch decodes for us: every encoding gives the page back as it was made.
    for (const response of [br, gzip, plain]) {
      expect(await response.text()).toBe(body);
      expect(response.headers.get("etag")).toBe(page.etag);
      expect(response.headers.get("content-security-policy")).toBe("script-src 'self'");
      expect(response.headers.get("cache-control")).toBe("public, max-age=300, stale-while-revalidate=86400");
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      // Our nginx front keeps it one second, then asks for it again.
      expect(response.headers.get("x-accel-expires")).toBe("1");
    }
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(plain.headers.get("content-encoding")).toBeNull();
    // A browser's usual header: brotli, the smaller, although gzip is named first.
    expect((await get("gzip, deflate, br, zstd")).headers.get("content-encoding")).toBe("br");
    expect(page.br.length).toBeLessThan(page.gzip.length);
  });

  // Negotiator parses the header; these are the site's choices: q-values, brotli first, no 406.
  it.each([
    ["gzip, br;q=0.5", "gzip"],
    ["*", "br"],
    ["identity;q=0, deflate", null],
  ])("answers Accept-Encoding %j with %s", async (header, coding) => {
    const url = await serve();
    const response = await fetch(url, { headers: { "accept-encoding": header } });
    expect(response.headers.get("content-encoding")).toBe(coding);
    expect(await response.text()).toBe(body);
  });

  it("answers a matching If-None-Match with 304 and no body", async () => {
    const url = await serve();
    const response = await fetch(url, { headers: { "if-none-match": page.etag } });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe("");
    expect(response.headers.get("etag")).toBe(page.etag);
    expect(response.headers.get("x-accel-expires")).toBe("1");
    expect(response.headers.get("content-length")).toBeNull();
    expect((await fetch(url, { headers: { "if-none-match": '"old"' } })).status).toBe(200);
  });

  it("gives the same ETag to the same bytes and another to other bytes", () => {
    const again = makeStaticPage(body, { csp: "script-src 'self'" });
    expect(again.etag).toBe(page.etag);
    expect(makeStaticPage(`${body} `, { csp: "script-src 'self'" }).etag).not.toBe(page.etag);
  });
});
