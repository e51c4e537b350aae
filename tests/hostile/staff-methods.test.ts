/** The staff page's actions are POSTs only (405 with Allow otherwise); with staff access off, everything is 404. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkedFetch } from "../support/checked-fetch";
import { ADMIN_TOKEN } from "../support/lead-client";
import { type RunningServer, startServerWithFreshData } from "../support/server-process";

const buildDir = process.env.INTEGRATION_BUILD_DIR;

const STAFF_PAGE = "GET, HEAD, POST";
const DOWNLOAD = "GET, HEAD";
const OTHER_METHODS = ["PUT", "PATCH", "DELETE", "OPTIONS"];
const DOWNLOADS = [
  "/staff/leads.csv",
  "/staff/leads/sources.csv",
  "/staff/leads/00000000-0000-4000-8000-000000000000/attachments/1",
];

/** `method` to `address` of the server at `url` as a same-origin form would send it. */
function sendTo(url: string, method: string, address: string) {
  return fetch(new URL(address, url), {
    method,
    redirect: "manual",
    headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: ["GET", "HEAD", "OPTIONS"].includes(method) ? undefined : "",
  });
}

/** Every answer of the staff area: never stored, never indexed. */
function expectStaffHeaders(response: Response, label: string) {
  expect(response.headers.get("cache-control"), label).toBe("private, no-store");
  expect(response.headers.get("x-robots-tag"), label).toBe("noindex, nofollow");
}

let server: RunningServer | undefined;

function send(method: string, fields: Record<string, string>, cookie?: string) {
  return fetch(new URL("/staff/leads", server!.url), {
    method,
    redirect: "manual",
    headers: {
      Origin: server!.url,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

async function signedIn(cookie: string): Promise<boolean> {
  const page = await fetch(new URL("/staff/leads", server!.url), { headers: { Cookie: cookie } });
  return !(await page.text()).includes('id="sign-in-heading"');
}

describe.skipIf(!buildDir)("the staff page with a method its forms never use", () => {
  beforeAll(async () => {
    server = await startServerWithFreshData("staff-methods", { ADMIN_TOKEN });
  }, 120_000);
  afterAll(() => server?.stop());

  it("answers 405 to PUT, PATCH and DELETE, ends no session and signs nobody in", async () => {
    const signIn = await send("POST", { intent: "sign-in", token: ADMIN_TOKEN });
    expect(signIn.status).toBe(303);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(await signedIn(cookie)).toBe(true);

    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const ending = await send(method, { intent: "end-all-sessions" }, cookie);
      expect(ending.status, method).toBe(405);
      expect(ending.headers.get("allow")).toBe("GET, HEAD, POST");
      expect(ending.headers.get("set-cookie")).toBeNull();
      const signing = await send(method, { intent: "sign-in", token: ADMIN_TOKEN });
      expect(signing.status, method).toBe(405);
      expect(signing.headers.get("set-cookie")).toBeNull();
    }
    expect(await signedIn(cookie)).toBe(true);
  }, 60_000);

  it.each(OTHER_METHODS)(
    "%s to the page and to its data request: 405, Allow, no-store, noindex",
    async (method) => {
      for (const address of ["/staff/leads", "/staff/leads.data"]) {
        const label = `${method} ${address}`;
        const response = await sendTo(server!.url, method, address);
        expect(response.status, label).toBe(405);
        expect(response.headers.get("allow"), label).toBe(STAFF_PAGE);
        expectStaffHeaders(response, label);
        // The page itself answers, with its sign-in form: no browser sends OPTIONS for a page.
        if (address === "/staff/leads" && method !== "OPTIONS") {
          expect(await response.text(), label).toContain('id="sign-in-heading"');
        }
      }
    },
  );

  // A download's data request, which no client sends, is in tests/integration/wrong-method.test.ts.
  it.each(["POST", ...OTHER_METHODS])(
    "%s to a download: 405, Allow: GET, HEAD, no-store, noindex",
    async (method) => {
      for (const address of DOWNLOADS) {
        const label = `${method} ${address}`;
        const response = await sendTo(server!.url, method, address);
        expect(response.status, label).toBe(405);
        expect(response.headers.get("allow"), label).toBe(DOWNLOAD);
        expectStaffHeaders(response, label);
      }
    },
  );
});

describe.skipIf(!buildDir)("the staff area while staff access is off", () => {
  let offServer: RunningServer | undefined;
  beforeAll(async () => {
    offServer = await startServerWithFreshData("staff-off");
  }, 120_000);
  afterAll(() => offServer?.stop());

  it.each(["GET", "POST", ...OTHER_METHODS])(
    "%s to every staff address: 404, naming no methods",
    async (method) => {
      const dataRequests = DOWNLOADS.map((download) => `${download}.data`);
      for (const address of ["/staff/leads", "/staff/leads.data", ...DOWNLOADS, ...dataRequests]) {
        const label = `${method} ${address}`;
        const response = await sendTo(offServer!.url, method, address);
        expect(response.status, label).toBe(404);
        expect(response.headers.get("allow"), label).toBeNull();
        expectStaffHeaders(response, label);
      }
    },
  );

  it("the staff API answers 404 to any bearer token", async () => {
    const response = await checkedFetch(`${offServer!.url}/api/leads?format=json`, {
      headers: { Authorization: "Bearer anything" },
    });
    expect(response.status).toBe(404);
  });
});
