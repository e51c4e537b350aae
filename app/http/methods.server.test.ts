import type express from "express";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { serverAnswers } from "~/site/api-answers.server";
import {
  leafRouteAt,
  methodsAt,
  type RouteTable,
  refusalHeaders,
  refuseBeforeRouter,
  refuseWrongMethods,
  withRouteTable,
} from "./methods.server";

const Page = () => null;
const action = () => null;

/** A route table shaped as the site's: pages, form pages and resource addresses under one root. */
const routes: RouteTable = {
  root: { id: "root", path: "", module: { default: Page, ErrorBoundary: Page } },
  home: { id: "home", parentId: "root", index: true, module: { default: Page, action } },
  team: { id: "team", parentId: "root", path: "our-team", module: { default: Page } },
  contact: { id: "contact", parentId: "root", path: "Contact-us", module: { default: Page, action } },
  staff: {
    id: "staff",
    parentId: "root",
    path: "staff/leads",
    module: { default: Page, action, handle: { ownMethods: true } },
  },
  staffCsv: {
    id: "staffCsv",
    parentId: "root",
    path: "staff/leads.csv",
    module: { handle: { ownMethods: true, answerHeaders: { "X-Robots-Tag": "noindex" } } },
  },
  crumbs: {
    id: "crumbs",
    parentId: "root",
    path: "media",
    module: { default: Page, handle: { ownMethods: 1 } },
  },
  captcha: { id: "captcha", parentId: "root", path: "api/captcha", module: {} },
  preview: {
    id: "preview",
    parentId: "root",
    path: "api/preview",
    module: { handle: { answerHeaders: { "X-Robots-Tag": "noindex" } } },
  },
  leadApi: { id: "leadApi", parentId: "root", path: "api/contact", module: { action } },
  unknown: { id: "unknown", parentId: "root", path: "*", module: { default: Page } },
};

const request = (method: string, address: string) =>
  new Request(new URL(address, "http://localhost"), { method });
const at = (address: string) => new URL(address, "http://localhost");
const page = { page: true, takesPost: false, ownMethods: false };
const formPage = { page: true, takesPost: true, ownMethods: false };

describe("what an address takes, read from its route module", () => {
  it.each([
    ["/our-team", page],
    ["/Contact-us", formPage],
    // Matched as the router matches: case-insensitively.
    ["/contact-us", formPage],
    ["/api/captcha", { page: false, takesPost: false }],
    // An action without a page, and a handle that says so: the route answers every method itself.
    ["/api/contact", { page: false, takesPost: true }],
    ["/staff/leads", { ownMethods: true }],
    // Only `ownMethods: true` says so.
    ["/media", page],
    // A POST to the home page reaches its index route only with a bare ?index.
    ["/", page],
    ["/?index", formPage],
    ["/?index=1", page],
    // A data request is for the page it names.
    ["/Contact-us.data", formPage],
    ["/_.data", page],
    ["/_.data?index", formPage],
  ])("%s: %o", (address, expected) => {
    expect(methodsAt(routes, at(address))).toMatchObject(expected);
  });

  // Only the catch-all matches an unknown URL: no address.
  it.each(["/no/such/page", "/no-such-page.data"])("%s: none", (address) => {
    expect(methodsAt(routes, at(address))).toBeUndefined();
  });
});

/** What an Express middleware did with a request: passed it on, or answered it. */
function expressAnswer(handler: express.RequestHandler, method: string, path: string) {
  const answer = {
    next: false,
    status: 0,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
  };
  const res = {
    status: (code: number) => {
      answer.status = code;
      return res;
    },
    set: (name: string, value: string) => {
      answer.headers[name] = value;
      return res;
    },
    type: (type: string) => res.set("Content-Type", type),
    send: (text: string) => {
      answer.body = text;
    },
    json: (value: unknown) => {
      res.set("Content-Type", "application/json");
      answer.body = value;
    },
  };
  handler({ method, path } as express.Request, res as unknown as express.Response, () => {
    answer.next = true;
  });
  return answer;
}

describe("before the router", () => {
  const files = new Set(["/favicon.ico"]);
  const handler = refuseBeforeRouter(new Set(["/healthz"]), (path) => files.has(path));
  const text = (status: number, body: string, allow?: string) => ({
    next: false,
    status,
    headers: {
      ...(allow ? { Allow: allow } : {}),
      "Cache-Control": "no-store",
      "Content-Type": "text/plain",
    },
    body,
  });
  const probe = {
    next: false,
    status: 405,
    headers: { Allow: "GET, HEAD", "Cache-Control": "no-store", "Content-Type": "application/json" },
    body: { message: serverAnswers.readOnlyAddress },
  };
  const onward = { next: true, status: 0, headers: {}, body: undefined };

  it.each([
    // A path whose percent-encoding does not decode, whatever the method.
    ["GET", "/%E0%A4%A", text(400, serverAnswers.malformedPath)],
    ["TRACE", "/%E0%A4%A", text(400, serverAnswers.malformedPath)],
    // An overlong encoding of "/".
    ["GET", "/blogs/%C0%AF/x", text(400, serverAnswers.malformedPath)],
    // A method no address takes.
    ["TRACE", "/favicon.ico", text(501, serverAnswers.unknownMethod)],
    // A probe, and a file served from disk (percent-escaped too, as a GET there is the file).
    ["OPTIONS", "/healthz", probe],
    ["OPTIONS", "/favicon.ico", text(405, serverAnswers.readOnlyAddress, "GET, HEAD")],
    ["POST", "/%66avicon.ico", text(405, serverAnswers.readOnlyAddress, "GET, HEAD")],
    // Reads, pages, and paths that are no probe (a GET there finds none either) go on.
    ["GET", "/favicon.ico", onward],
    ["POST", "/our-team", onward],
    ["POST", "/healthz/", onward],
    ["PUT", "/HEALTHZ", onward],
  ])("%s %s", (method, path, answer) => {
    expect(expressAnswer(handler, method, path)).toEqual(answer);
  });
});

describe("the root route's middleware", () => {
  const context = withRouteTable(new RouterContextProvider(), routes);
  /** What the middleware did: "next", the status it threw, or the Response it answered. */
  const outcome = async (method: string, address: string) => {
    try {
      const answer = await refuseWrongMethods(
        { request: request(method, address), context } as never,
        async () => new Response("next"),
      );
      return answer instanceof Response && (await answer.clone().text()) === "next" ? "next" : answer;
    } catch (thrown) {
      return (thrown as { init?: ResponseInit }).init?.status;
    }
  };

  // Which kind a data request or ?index is: the table above.
  it.each([
    ["POST", "/our-team", 405],
    ["PUT", "/Contact-us", 405],
    ["POST", "/no/such/page", 404],
    ["POST", "/Contact-us", "next"],
    ["GET", "/no/such/page", "next"],
    ["PUT", "/api/contact", "next"],
  ])("%s %s: %s", async (method, address, expected) => {
    expect(await outcome(method, address)).toBe(expected);
  });

  it.each([
    ["POST", "/api/captcha", null],
    ["OPTIONS", "/api/captcha.data", null],
    // With the headers its route says all its answers carry.
    ["OPTIONS", "/api/preview", "noindex"],
  ])(
    "%s %s, an address without a page that only reads: 405 and a JSON message",
    async (method, address, robots) => {
      const response = (await outcome(method, address)) as Response;
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe(robots);
      expect(await response.json()).toEqual({ message: serverAnswers.readOnlyAddress });
    },
  );
});

describe("refusalHeaders", () => {
  const context = withRouteTable(new RouterContextProvider(), routes);
  const headersOf = (status: number, address: string, dataRequest = false, before: HeadersInit = {}) => {
    const headers = new Headers(before);
    refusalHeaders(status, headers, request("PUT", address), context, dataRequest);
    return Object.fromEntries(headers);
  };

  it("names the methods on a 405 that does not, never to be stored", () => {
    const takesPost = { allow: "GET, HEAD, POST", "cache-control": "no-store" };
    expect(headersOf(405, "/our-team")).toEqual({ allow: "GET, HEAD", "cache-control": "no-store" });
    expect(headersOf(405, "/Contact-us")).toEqual(takesPost);
    expect(headersOf(405, "/Contact-us.data", true)).toEqual(takesPost);
    expect(headersOf(405, "/api/contact.data", true)).toEqual(takesPost);
    expect(headersOf(405, "/api/contact", false, { Allow: "POST" })).toEqual({ allow: "POST" });
    expect(headersOf(404, "/our-team")).toEqual({});
    expect(headersOf(405, "/no/such/page")).toEqual({});
  });

  it("gives a data request back the headers its route says all its answers carry, whatever the status", () => {
    expect(headersOf(404, "/staff/leads.csv.data", true)).toEqual({ "x-robots-tag": "noindex" });
    expect(headersOf(405, "/staff/leads.csv.data", true)).toEqual({
      allow: "GET, HEAD",
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
    });
    expect(headersOf(404, "/staff/leads.csv")).toEqual({});
  });
});

describe("leafRouteAt", () => {
  const build = { routes };

  it("gives the route the router picks, with its full pattern, however the path is spelled", () => {
    expect(leafRouteAt(build, "/")).toMatchObject({ id: "home", path: "/" });
    expect(leafRouteAt(build, "/our-team")).toMatchObject({ id: "team", path: "/our-team" });
    for (const spelling of ["/OUR-TEAM/", "/our%2Dteam"])
      expect(leafRouteAt(build, spelling)?.id, spelling).toBe("team");
    expect(leafRouteAt(build, "/staff/leads")).toMatchObject({ id: "staff", path: "/staff/leads" });
    expect(leafRouteAt(build, "/no/such/page")).toMatchObject({ id: "unknown", path: "/*" });
  });

  it("takes no router request for a page", () => {
    expect(leafRouteAt(build, "/our-team.data")).toBeUndefined();
    expect(leafRouteAt(build, "/__manifest")).toBeUndefined();
  });
});
