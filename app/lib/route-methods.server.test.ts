import { describe, expect, it } from "vitest";
import { leafRouteAt, methodsAt, type RouteTable } from "./route-methods.server";

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
    module: { handle: { answerHeaders: { "X-Robots-Tag": "noindex", Broken: 1 } } },
  },
  leadApi: { id: "leadApi", parentId: "root", path: "api/contact", module: { action } },
  unknown: { id: "unknown", parentId: "root", path: "*", module: { default: Page } },
};

const at = (address: string) => methodsAt(routes, new Request(new URL(address, "http://localhost")));
const page = { page: true, ownMethods: false };

describe("what an address takes, by its route module", () => {
  it("a page without an action takes no POST; one with an action does", () => {
    expect(at("/our-team")).toEqual({ ...page, takesPost: false });
    expect(at("/Contact-us")).toEqual({ ...page, takesPost: true });
    // Matched as the router matches: case-insensitively.
    expect(at("/contact-us")).toEqual({ ...page, takesPost: true });
  });

  it("an unknown URL, which only the catch-all matches, is no address", () => {
    expect(at("/no/such/page")).toBeUndefined();
    expect(at("/no-such-page.data")).toBeUndefined();
  });

  it("a route whose handle says so answers every method itself", () => {
    expect(at("/staff/leads")).toEqual({ page: true, takesPost: true, ownMethods: true });
    expect(at("/staff/leads.data")).toEqual({ page: true, takesPost: true, ownMethods: true });
    expect(at("/staff/leads.csv")).toEqual({
      page: false,
      takesPost: false,
      ownMethods: true,
      answerHeaders: { "X-Robots-Tag": "noindex" },
    });
    // Only `ownMethods: true` says so.
    expect(at("/media")).toEqual({ ...page, takesPost: false });
  });

  it("a POST to the home page reaches its index route only with a bare ?index", () => {
    expect(at("/")).toEqual({ ...page, takesPost: false });
    expect(at("/?index")).toEqual({ ...page, takesPost: true });
    expect(at("/?index&form=contact")).toEqual({ ...page, takesPost: true });
    expect(at("/?index=1")).toEqual({ ...page, takesPost: false });
  });

  it("a data request is for the page it names", () => {
    expect(at("/our-team.data")).toEqual({ ...page, takesPost: false });
    expect(at("/Contact-us.data")).toEqual({ ...page, takesPost: true });
    expect(at("/_.data")).toEqual({ ...page, takesPost: false });
    expect(at("/_.data?index")).toEqual({ ...page, takesPost: true });
  });

  it("an address without a page is told apart, with or without an action", () => {
    expect(at("/api/captcha")).toEqual({ page: false, takesPost: false, ownMethods: false });
    expect(at("/api/contact")).toEqual({ page: false, takesPost: true, ownMethods: false });
  });

  it("a route's handle may name the headers every one of its answers carries, data requests included", () => {
    // Only string values are headers.
    expect(at("/api/preview")?.answerHeaders).toEqual({ "X-Robots-Tag": "noindex" });
    expect(at("/staff/leads.csv.data")?.answerHeaders).toEqual({ "X-Robots-Tag": "noindex" });
    expect(at("/api/captcha")?.answerHeaders).toBeUndefined();
  });
});

describe("leafRouteAt", () => {
  const build = { routes };

  it("gives the route the router picks, with its full pattern, however the path is spelled", () => {
    expect(leafRouteAt(build, "/")).toEqual({ id: "home", path: "/" });
    expect(leafRouteAt(build, "/our-team")).toEqual({ id: "team", path: "/our-team" });
    for (const spelling of ["/OUR-TEAM/", "/our%2Dteam"])
      expect(leafRouteAt(build, spelling)?.id, spelling).toBe("team");
    expect(leafRouteAt(build, "/staff/leads")).toEqual({ id: "staff", path: "/staff/leads" });
    expect(leafRouteAt(build, "/no/such/page")).toEqual({ id: "unknown", path: "/*" });
  });

  it("takes no router request for a page", () => {
    expect(leafRouteAt(build, "/our-team.data")).toBeUndefined();
    expect(leafRouteAt(build, "/__manifest")).toBeUndefined();
  });
});
