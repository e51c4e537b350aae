import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { previewCookieVerifies, startPreviewCookie } from "../app/cms/preview.server";
import { type StaticPage, staticPageSender } from "../app/http/static-page.server";
import { contentPages, type SharedRender } from "./content-pages";
import { serveForTest, type TestServer } from "../tests/support/test-server";

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const PREVIEW_SECRET = "preview-secret-of-the-content-pages-test";

type Site = {
  version: string;
  renders: string[];
  missing: Set<string>;
  standIn?: string;
  sent: StaticPage[];
};

/** A content site whose render counts its calls; the HTML names the path and the content version. */
async function serve(given: Partial<Site> = {}, maxPages = 500) {
  const site: Site = { version: "1.1", renders: [], missing: new Set(), sent: [], ...given };
  const sendPage = staticPageSender([]);
  const render = async (path: string): Promise<SharedRender> => {
    site.renders.push(path);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const missing = site.missing.has(path);
    if (path.startsWith("/api/"))
      return {
        status: 200,
        headers: new Headers({
          "Cache-Control": "public, max-age=60",
          "Content-Type": "application/json; charset=utf-8",
        }),
        html: JSON.stringify({ data: [], version: site.version }),
        csp: "script-src 'self'",
      };
    return {
      status: missing ? 404 : 200,
      headers: new Headers({ "Cache-Control": missing ? "no-store" : "public, max-age=60" }),
      html: `<html><body>${path} at ${site.version}</body></html>`,
      csp: "script-src 'self'",
    };
  };
  const app = express();
  app.use(
    contentPages({
      kindOf: (pathname) =>
        pathname === "/api/strapi/Feed" ? "resource" : /^\/blogs/i.test(pathname) ? "page" : undefined,
      contentVersion: async () => site.version,
      render,
      send: (req, res, page) => {
        site.sent.push(page);
        sendPage(req, res, page);
      },
      inPreview: (cookieHeader) => previewCookieVerifies(PREVIEW_SECRET, cookieHeader),
      missingItemPage: async (pathname) =>
        site.standIn && site.missing.has(pathname) ? site.standIn : undefined,
      maxPages,
    }),
  );
  app.use((_req, res) => {
    res.status(418).send("not a content page");
  });
  const server = await serveForTest(app);
  servers.push(server);
  return { url: server.url, site };
}

describe("contentPages", () => {
  it("renders a page once per content version and sends the same bytes and ETag meanwhile", async () => {
    const { url, site } = await serve();
    const first = await fetch(`${url}/blogs`);
    const second = await fetch(`${url}/blogs`);
    expect(await first.text()).toBe("<html><body>/blogs at 1.1</body></html>");
    expect(await second.text()).toBe("<html><body>/blogs at 1.1</body></html>");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(first.headers.get("cache-control")).toBe("public, max-age=300, stale-while-revalidate=86400");
    expect(site.renders).toEqual(["/blogs"]);

    site.version = "2.1";
    const third = await fetch(`${url}/blogs`);
    expect(await third.text()).toBe("<html><body>/blogs at 2.1</body></html>");
    expect(third.headers.get("etag")).not.toBe(first.headers.get("etag"));
    expect(site.renders).toEqual(["/blogs", "/blogs"]);
  });

  it("keeps a resource of the same content at its one path, with its own type and Cache-Control", async () => {
    const { url, site } = await serve();
    // Sent as every shared render is (encodings, 304): app/http/static-page.server.test.ts.
    const first = await fetch(`${url}/api/strapi/Feed`);
    await fetch(`${url}/api/strapi/Feed`);
    expect(await first.json()).toEqual({ data: [], version: "1.1" });
    expect(first.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(first.headers.get("cache-control")).toBe("public, max-age=60");
    expect(site.renders).toEqual(["/api/strapi/Feed"]);
    site.version = "2.1";
    expect(await (await fetch(`${url}/api/strapi/Feed`)).json()).toEqual({ data: [], version: "2.1" });
    // Only the exact path is a resource; its other spellings go on to the router.
    expect((await fetch(`${url}/api/strapi/feed`)).status).toBe(418);
  });

  it("shares one render among visitors who ask at the same time", async () => {
    const { url, site } = await serve();
    const bodies = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${url}/blogs/1/a`).then((r) => r.text())),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(site.renders).toEqual(["/blogs/1/a"]);
    expect(new Set(site.sent).size).toBe(1);
  });

  it("sends a render that must not be shared as it is, and renders it again next time", async () => {
    const { url, site } = await serve({ missing: new Set(["/blogs/9/x"]) });
    const missing = await fetch(`${url}/blogs/9/x`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    expect(missing.headers.get("content-security-policy")).toBe("script-src 'self'");
    await fetch(`${url}/blogs/9/x`);
    expect(site.renders).toEqual(["/blogs/9/x", "/blogs/9/x"]);
  });

  it("answers every unknown item with its collection's one 404 page, rendered once per content version", async () => {
    const unknown = ["/blogs/9/x", "/blogs/10/y", "/blogs/11/z"];
    const { url, site } = await serve({
      missing: new Set([...unknown, "/blogs/0/missing"]),
      standIn: "/blogs/0/missing",
    });
    const answers = await Promise.all(unknown.map((path) => fetch(`${url}${path}`)));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect(new Set(answers.map((answer) => answer.headers.get("etag"))).size).toBe(1);
    expect(answers[0]!.headers.get("cache-control")).toBe("no-store");
    expect(await answers[0]!.text()).toBe("<html><body>/blogs/0/missing at 1.1</body></html>");
    expect(site.renders).toEqual(["/blogs/0/missing"]);
    site.version = "2.1";
    await fetch(`${url}/blogs/9/x`);
    expect(site.renders).toEqual(["/blogs/0/missing", "/blogs/0/missing"]);
  });

  it("keeps at most maxPages, dropping the least recently used", async () => {
    const { url, site } = await serve({}, 2);
    for (const path of ["/blogs/1/a", "/blogs/2/b", "/blogs/1/a", "/blogs/3/c", "/blogs/1/a", "/blogs/2/b"]) {
      await fetch(`${url}${path}`);
    }
    // b was the least recently used when c arrived, so only b is rendered twice.
    expect(site.renders).toEqual(["/blogs/1/a", "/blogs/2/b", "/blogs/3/c", "/blogs/2/b"]);
  });

  it("leaves other paths and methods to the next handler", async () => {
    const { url, site } = await serve();
    expect((await fetch(`${url}/our-team`)).status).toBe(418);
    expect((await fetch(`${url}/blogs`, { method: "POST" })).status).toBe(418);
    expect(site.renders).toEqual([]);
  });

  it("sends another spelling of a page to its own with a 301 and no render, the query kept", async () => {
    const { url, site } = await serve();
    for (const [spelling, canonical] of [
      ["/BLOGS", "/blogs"],
      ["/blogs/", "/blogs"],
      ["/blogs//", "/blogs"],
      ["/Blogs/1/how-we-read?ref=mail", "/blogs/1/how-we-read?ref=mail"],
      ["/blogs/1/%61", "/blogs/1/a"],
      ["/Blogs/1/How-We", "/blogs/1/How-We"],
    ]) {
      const answer = await fetch(`${url}${spelling}`, { redirect: "manual" });
      expect(answer.status, spelling).toBe(301);
      expect(answer.headers.get("location"), spelling).toBe(canonical);
    }
    // No canonical form the cache keeps: an escaped slash, a dot segment, a slug beyond ASCII. The
    // router answers those.
    for (const spelling of ["/blogs/1%2Fa", "/BLOGS/%2e%2e/x", "/blogs/1/caf%C3%A9"]) {
      expect((await fetch(`${url}${spelling}`, { redirect: "manual" })).status, spelling).toBe(418);
    }
    expect(site.renders).toEqual([]);
  });

  it("steps aside only for a preview cookie whose signature verifies", async () => {
    const { url, site } = await serve();
    const plain = await fetch(`${url}/blogs`);
    const etag = plain.headers.get("etag");
    // Which cookies verify is app/cms/preview.server.test.ts's; a forged one is served the shared page.
    const forged = await fetch(`${url}/blogs`, {
      headers: { cookie: `np_preview=NDEwMjQ0NDgwMA%3D%3D.${"A".repeat(43)}` },
    });
    expect(forged.status).toBe(200);
    expect(forged.headers.get("etag")).toBe(etag);
    expect(site.renders).toEqual(["/blogs"]);
    const editor = await fetch(`${url}/blogs`, {
      headers: { cookie: `theme=dark; ${(await startPreviewCookie(PREVIEW_SECRET)).split(";")[0]}` },
    });
    expect(editor.status).toBe(418);
  });
});
