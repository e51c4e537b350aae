/**
 * Every 405 names the methods its address takes (RFC 9110 requires the Allow header). An address
 * without a page (the JSON addresses, the sitemap, a CSV, the probes) answers 405 with a message that
 * says so, to OPTIONS too (never its GET answer), and keeps the headers its route names (a preview's);
 * a page answers with the site's error page: GET and HEAD on every page, POST too where the page
 * has a form action, whose POST reaches that action as before. The router's own data requests
 * (`/our-team.data`) answer alike, for addresses without a page too. Addresses that take POST keep
 * their own answer; an unknown URL is no address and answers 404 to every method, as to a GET; a
 * file of the build (an icon, a hashed script) answers any method but GET and HEAD with 405 and the
 * words the nginx front gives it; a method no address takes (TRACE, PROPFIND) is answered 501. No refusal leaves a stack trace or an
 * error line in the log. The staff area's own refusals are in tests/hostile/staff-methods.test.ts.
 */
import { type IncomingHttpHeaders, request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorPages } from "../../app/site/pages/errors";
import { serverAnswers } from "../../app/site/api-answers.server";
import { ADMIN_TOKEN } from "../support/lead-client";
import { type RunningServer, startServerWithFreshData } from "../support/server-process";

const READ_ONLY = "This address only answers GET and HEAD requests.";
const PAGE_ONLY = "GET, HEAD";
const FORM_PAGE = "GET, HEAD, POST";
const BLOG_POST = "/blogs/1/how-we-read-a-terabyte-of-payer-machine-readable-files-every-month";

describe("methods an address does not take", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerWithFreshData("methods", { ADMIN_TOKEN });
  }, 120_000);
  afterAll(() => server?.stop());

  it.each([
    ["POST", "/api/captcha"],
    ["PUT", "/api/captcha-config"],
    ["DELETE", "/api/leads"],
    ["POST", "/api/openapi.json"],
    ["POST", "/sitemap.xml"],
    ["PATCH", "/robots.txt"],
    // OPTIONS asks what the address takes: refused with the answer, as on a page, never run as a GET.
    ["OPTIONS", "/sitemap.xml"],
    ["OPTIONS", "/robots.txt"],
    ["OPTIONS", "/api/captcha"],
    ["OPTIONS", "/api/openapi.json"],
    ["OPTIONS", "/blogs/rss.xml"],
    ["OPTIONS", "/api/strapi/northpeak-website-blogs"],
    // The probes are answered before the router, which does not know them.
    ["OPTIONS", "/healthz"],
    ["POST", "/readyz"],
  ])("%s %s: 405, Allow: GET, HEAD, and a message", async (method, address) => {
    const response = await fetch(`${server.url}${address}`, {
      method,
      headers: { Origin: server.url, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.json()).toEqual({ message: READ_ONLY });
  });

  /** A write or an OPTIONS to a file of the build, as the nginx front refuses it (front-methods.test.ts). */
  const expectFileRefusal = async (response: Response) => {
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toBe(serverAnswers.readOnlyAddress);
  };

  it.each([
    ["POST", "/favicon.ico"],
    ["PUT", "/favicon.svg"],
    ["DELETE", "/icon-192.png"],
    ["PATCH", "/site.webmanifest"],
    ["POST", "/images/logo.svg"],
    ["OPTIONS", "/favicon.ico"],
    // Percent-escaped, as a GET there is the file too.
    ["POST", "/%66avicon.ico"],
  ])(
    "%s %s, a file served from disk: 405, Allow: GET, HEAD, and the front's words",
    async (method, address) => {
      const response = await fetch(`${server.url}${address}`, {
        method,
        headers: { Origin: server.url },
        body: method === "OPTIONS" ? undefined : "x",
      });
      await expectFileRefusal(response);
    },
  );

  it("refuses a write to a hashed asset as the front does, whoever sends it (no same-origin check)", async () => {
    const home = await (await fetch(`${server.url}/`)).text();
    const script = /\/assets\/[^"]+\.js/.exec(home)?.[0];
    expect(script).toBeDefined();
    expect((await fetch(`${server.url}${script}`)).status).toBe(200);
    await expectFileRefusal(await fetch(`${server.url}${script}`, { method: "POST", body: "x" }));
    await expectFileRefusal(await fetch(`${server.url}${script}`, { method: "DELETE" }));
  });

  it.each(["OPTIONS", "POST", "DELETE"])(
    "%s to the preview's addresses: 405 with the preview's noindex, and the preview cookie left alone",
    async (method) => {
      for (const address of ["/api/preview?secret=x&type=blog&id=1", "/api/preview/exit?path=/blogs"]) {
        const response = await fetch(`${server.url}${address}`, {
          method,
          redirect: "manual",
          headers: { Origin: server.url },
        });
        expect(response.status, address).toBe(405);
        expect(response.headers.get("allow"), address).toBe("GET, HEAD");
        expect(response.headers.get("cache-control"), address).toBe("private, no-store");
        expect(response.headers.get("x-robots-tag"), address).toBe("noindex");
        expect(response.headers.get("set-cookie"), address).toBeNull();
      }
    },
  );

  it("leaves the own answers of addresses that take POST", async () => {
    const contact = await fetch(`${server.url}/api/contact`, {
      method: "PUT",
      headers: { Origin: server.url },
    });
    expect(contact.status).toBe(405);
    expect(contact.headers.get("allow")).toBe("POST");
    expect(await contact.json()).toEqual({ message: "Use POST to send the form." });
  });

  /** A request with any method: the Fetch API refuses to send some (TRACE), Node's client does not. */
  const rawRequest = (method: string, address: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = httpRequest(`${server.url}${address}`, { method }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      request.on("error", reject);
      request.end();
    });

  /** A request as a browser's form or a script would send it: same origin, a small form body. */
  const send = (method: string, address: string) =>
    fetch(`${server.url}${address}`, {
      method,
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: ["GET", "HEAD", "OPTIONS"].includes(method) ? undefined : "",
    });

  it.each([
    ["POST", "/", PAGE_ONLY],
    ["POST", "/our-team", PAGE_ONLY],
    ["PUT", "/blogs", PAGE_ONLY],
    ["DELETE", "/careers", PAGE_ONLY],
    ["PATCH", BLOG_POST, PAGE_ONLY],
    ["POST", "/video/claims-summary-reports", PAGE_ONLY],
    ["OPTIONS", "/our-team", PAGE_ONLY],
    ["PUT", "/Contact-us", FORM_PAGE],
    ["DELETE", "/job-apply-form", FORM_PAGE],
    ["PATCH", "/careers/internship", FORM_PAGE],
    ["PUT", "/?index", FORM_PAGE],
    ["OPTIONS", "/Contact-us", FORM_PAGE],
  ])("%s %s: 405, Allow: %s, and the site's error page", async (method, address, allow) => {
    const response = await send(method, address);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("content-type")).toContain("text/html");
    const page = await response.text();
    expect(page).toContain('<html lang="en"');
    expect(page).toContain(errorPages.serverError.heading);
  });

  it.each([
    ["/Contact-us", "Let&#x27;s Work Together"],
    ["/job-apply-form", "Apply for a Job"],
    ["/careers/internship", "Internship"],
    ["/?index", "INTRODUCING THE PRIZM PLATFORM"],
  ])("POST %s still reaches the page's form, which refuses an empty one", async (address, heading) => {
    const response = await send("POST", address);
    expect(response.status).toBe(400);
    expect(response.headers.get("allow")).toBeNull();
    expect(await response.text()).toContain(heading);
  });

  it.each([
    ["POST", "/our-team.data", PAGE_ONLY],
    ["POST", "/_.data", PAGE_ONLY],
    ["PUT", "/blogs.data", PAGE_ONLY],
    ["PUT", "/Contact-us.data", FORM_PAGE],
    ["DELETE", "/_.data?index", FORM_PAGE],
  ])("%s %s, the router's data request: 405, Allow: %s", async (method, address, allow) => {
    const response = await send(method, address);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect(response.headers.get("cache-control")).toContain("no-store");
    // In the router's own encoding, which its client reads as the page's error.
    expect(response.headers.get("x-remix-response")).toBe("yes");
  });

  it.each([
    ["PUT", "/api/contact.data", FORM_PAGE],
    ["DELETE", "/api/contact.data", FORM_PAGE],
    ["PATCH", "/api/contact.data", FORM_PAGE],
    ["GET", "/api/contact.data", FORM_PAGE],
    ["OPTIONS", "/api/captcha.data", PAGE_ONLY],
    ["PUT", "/api/captcha.data", PAGE_ONLY],
    ["PUT", "/sitemap.xml.data", PAGE_ONLY],
    ["OPTIONS", "/sitemap.xml.data", PAGE_ONLY],
  ])(
    "%s %s, a data request for an address without a page: 405, Allow: %s",
    async (method, address, allow) => {
      const response = await send(method, address);
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe(allow);
      expect(response.headers.get("cache-control")).toContain("no-store");
    },
  );

  it.each([
    ["POST", "/no-such-page"],
    ["PUT", "/no-such-page"],
    ["DELETE", "/no/such/page"],
    ["PATCH", "/no-such-page"],
    // The catch-all's own redirect of a video's short link is for reading only.
    ["POST", "/claims-summary-reports"],
    // Not a probe: a GET there finds none either.
    ["POST", "/healthz/"],
    ["PUT", "/HEALTHZ"],
    ["DELETE", "/Metrics"],
    // Without METRICS_TOKEN there are no metrics to read (a GET gets 404): none to refuse either.
    ["DELETE", "/metrics"],
    ["POST", "/metrics"],
  ])("%s %s, an unknown URL: 404 and the 404 page, as for a GET", async (method, address) => {
    const response = await send(method, address);
    expect(response.status).toBe(404);
    expect(response.headers.get("allow")).toBeNull();
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain(errorPages.notFound.heading);
  });

  it.each([
    ["OPTIONS", "/no-such-page"],
    ["OPTIONS", "/no-such-page.data"],
    ["POST", "/no-such-page.data"],
    ["DELETE", "/no/such/page.data"],
  ])("%s %s, an unknown URL: 404", async (method, address) => {
    const response = await send(method, address);
    expect(response.status).toBe(404);
    expect(response.headers.get("allow")).toBeNull();
  });

  it("POST of a form page's data request still reaches the form", async () => {
    const response = await send("POST", "/Contact-us.data");
    expect(response.status).toBe(400);
    expect(response.headers.get("allow")).toBeNull();
  });

  it.each([
    ["TRACE", "/"],
    ["TRACE", "/api/captcha"],
    ["TRACE", "/favicon.ico"],
    ["PROPFIND", "/api/captcha"],
    ["PROPFIND", "/favicon.ico"],
    ["PROPFIND", "/our-team"],
  ])("%s %s, a method no address takes: 501, and a message", async (method, address) => {
    const response = await rawRequest(method, address);
    expect(response.status).toBe(501);
    expect(response.headers["cache-control"]).toContain("no-store");
    expect(response.body).toBe(serverAnswers.unknownMethod);
  });

  it("writes no stack trace or error line for a refusal the client caused", async () => {
    for (let i = 0; i < 5; i++) await fetch(`${server.url}/api/captcha`, { method: "POST", body: "x" });
    for (const address of ["/", "/our-team", "/our-team.data", BLOG_POST]) await send("POST", address);
    for (const address of ["/Contact-us", "/Contact-us.data"]) await send("PUT", address);
    for (const address of ["/", "/api/captcha"]) await rawRequest("TRACE", address);
    for (const method of ["POST", "PUT", "OPTIONS"]) await send(method, "/no-such-page");
    for (const method of ["PUT", "OPTIONS"]) await send(method, "/api/contact.data");
    expect(server.output()).not.toContain("did not provide an `action`");
    expect(server.output()).not.toMatch(/^\s+at /m);
    expect(server.output()).not.toMatch(/"level":50/);
  });
});
