/** One journey through the real server per kind of method-policy answer, the staff page's too; no refusal logs an error line. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorPages } from "../../app/site/pages/errors";
import { notFoundPage } from "../../app/site/message-pages";
import { serverAnswers } from "../../app/site/api-answers.server";
import { ADMIN_TOKEN } from "../support/lead-client";
import { type RunningServer, startServerWithFreshData } from "../support/server-process";

const PAGE_ONLY = "GET, HEAD";
const FORM_PAGE = "GET, HEAD, POST";
const DOWNLOADS = [
  "/staff/leads.csv",
  "/staff/leads/sources.csv",
  "/staff/leads/00000000-0000-4000-8000-000000000000/attachments/1",
];

/** Every answer of the staff area: never stored, never indexed. */
function expectStaffHeaders(response: Response, label: string) {
  expect(response.headers.get("cache-control"), label).toBe("private, no-store");
  expect(response.headers.get("x-robots-tag"), label).toBe("noindex, nofollow");
}

describe("methods an address does not take", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerWithFreshData("methods", { ADMIN_TOKEN });
  }, 120_000);
  afterAll(() => server?.stop());

  /** A request as a browser's form or a script would send it: same origin, a small form body. */
  const send = (method: string, address: string) =>
    fetch(`${server.url}${address}`, {
      method,
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: ["GET", "HEAD", "OPTIONS"].includes(method) ? undefined : "",
    });

  // TRACE (501) straight to Node: front.test.ts, beside the front's own answer.
  it("a hashed asset: 405 in the nginx front's words, whoever sends it (no same-origin check)", async () => {
    const home = await (await fetch(`${server.url}/`)).text();
    const script = /\/assets\/[^"]+\.js/.exec(home)?.[0];
    const response = await fetch(`${server.url}${script}`, { method: "POST", body: "x" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(PAGE_ONLY);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toBe(serverAnswers.readOnlyAddress);
  });

  it("OPTIONS to an address without a page: 405 with its route's headers, and its loader not run", async () => {
    const response = await send("OPTIONS", "/api/preview?secret=x&type=blog&id=1");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(PAGE_ONLY);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.json()).toEqual({ message: serverAnswers.readOnlyAddress });
  });

  // OPTIONS to a page is the router's own refusal; a bare ?index: the data request below.
  it.each([
    ["PUT", "/our-team", PAGE_ONLY],
    ["OPTIONS", "/Contact-us", FORM_PAGE],
  ])("%s %s: 405, Allow: %s, and the site's error page", async (method, address, allow) => {
    const response = await send(method, address);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const page = await response.text();
    expect(page).toContain('<html lang="en"');
    expect(page).toContain(errorPages.serverError.heading);
  });

  it("POST /?index still reaches the home page's form, which refuses an empty one", async () => {
    const response = await send("POST", "/?index");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("INTRODUCING THE PRIZM PLATFORM");
  });

  // The router's rule for the page a data request is for (/_.data is the home page's, and a bare
  // ?index its form's); the Allow of each kind of address: methods.server.test.ts.
  it.each([
    ["DELETE", "/_.data?index", FORM_PAGE, "no-store"],
    // A route that answers every method itself keeps its headers through the data request's encoding.
    ["PUT", "/staff/leads.csv.data", PAGE_ONLY, "private, no-store"],
  ])("%s %s, the router's data request: 405, Allow: %s", async (method, address, allow, cache) => {
    const response = await send(method, address);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect(response.headers.get("cache-control")).toBe(cache);
    expect(response.headers.get("x-remix-response")).toBe("yes");
  });

  // Without METRICS_TOKEN /metrics is no probe (a probe's 405: readiness-metrics.test.ts): GET gets 404 too.
  // OPTIONS is answered before the router, without a body.
  const notFoundBody = expect.stringContaining(notFoundPage.page.heading);
  it.each([
    ["POST", "/no-such-page", notFoundBody],
    ["POST", "/metrics", notFoundBody],
    ["OPTIONS", "/no-such-page", ""],
  ])("%s %s, an unknown URL: 404 and no Allow", async (method, address, body) => {
    const response = await send(method, address);
    expect(response.status).toBe(404);
    expect(response.headers.get("allow")).toBeNull();
    expect(await response.text()).toEqual(body);
  });

  // The staff page's actions are POSTs only.
  /** A staff form's fields sent with `method`, with the session cookie if any. */
  const staffForm = (method: string, fields: Record<string, string>, cookie?: string) =>
    fetch(`${server.url}/staff/leads`, {
      method,
      redirect: "manual",
      headers: {
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });

  const signedIn = async (cookie: string) =>
    !(await (await fetch(`${server.url}/staff/leads`, { headers: { Cookie: cookie } })).text()).includes(
      'id="sign-in-heading"',
    );

  // The action refuses every method but POST in one branch: DELETE stands for PUT and PATCH.
  it("answers 405 to DELETE, ends no session and signs nobody in", async () => {
    const signIn = await staffForm("POST", { intent: "sign-in", token: ADMIN_TOKEN });
    expect(signIn.status).toBe(303);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(await signedIn(cookie)).toBe(true);

    const ending = await staffForm("DELETE", { intent: "end-all-sessions" }, cookie);
    expect(ending.status).toBe(405);
    expect(ending.headers.get("allow")).toBe(FORM_PAGE);
    expect(ending.headers.get("set-cookie")).toBeNull();
    const signing = await staffForm("DELETE", { intent: "sign-in", token: ADMIN_TOKEN });
    expect(signing.status).toBe(405);
    expect(signing.headers.get("set-cookie")).toBeNull();
    expect(await signedIn(cookie)).toBe(true);
  });

  it("GET of the staff page and of its data: answered, never stored, never indexed", async () => {
    for (const address of ["/staff/leads", "/staff/leads.data"]) {
      const response = await send("GET", address);
      expect(response.status, address).toBe(200);
      expectStaffHeaders(response, `GET ${address}`);
    }
  });

  it("PUT to the page and to its data request: 405, Allow, no-store, noindex", async () => {
    for (const address of ["/staff/leads", "/staff/leads.data"]) {
      const response = await send("PUT", address);
      expect(response.status, address).toBe(405);
      expect(response.headers.get("allow"), address).toBe(FORM_PAGE);
      expectStaffHeaders(response, address);
      // The page itself answers, with its sign-in form.
      if (address === "/staff/leads") expect(await response.text()).toContain('id="sign-in-heading"');
    }
  });

  it("POST to a download: 405, Allow: GET, HEAD, no-store, noindex", async () => {
    for (const address of DOWNLOADS) {
      const response = await send("POST", address);
      expect(response.status, address).toBe(405);
      expect(response.headers.get("allow"), address).toBe(PAGE_ONLY);
      expectStaffHeaders(response, address);
    }
  });

  // The answer while staff access is off (production-http.test.ts): OPTIONS never tells whether it is on.
  it("OPTIONS to every staff address: 404, naming no methods, no-store, noindex", async () => {
    for (const address of ["/staff/leads", "/staff/leads.data", ...DOWNLOADS]) {
      const response = await send("OPTIONS", address);
      expect(response.status, address).toBe(404);
      expect(response.headers.get("allow"), address).toBeNull();
      expectStaffHeaders(response, address);
    }
  });

  it("writes no stack trace or error line for a refusal the client caused", async () => {
    for (const address of ["/api/captcha", "/", "/our-team", "/our-team.data"]) await send("POST", address);
    for (const method of ["PUT", "OPTIONS"]) {
      for (const address of ["/Contact-us", "/Contact-us.data", "/no-such-page", "/api/contact.data"])
        await send(method, address);
    }
    expect(server.output()).not.toContain("did not provide an `action`");
    expect(server.output()).not.toMatch(/^\s+at /m);
    expect(server.output()).not.toMatch(/"level":50/);
  });
});
