import { describe, expect, it } from "vitest";
import { methodsAt, type RouteTable } from "./route-methods.server";

const Page = () => null;
const action = () => null;

/** A route table shaped as the site's: pages, form pages and resource addresses under one root. */
const routes: RouteTable = {
  root: { id: "root", path: "", module: { default: Page, ErrorBoundary: Page } },
  home: { id: "home", parentId: "root", index: true, module: { default: Page, action } },
  team: { id: "team", parentId: "root", path: "our-team", module: { default: Page } },
  contact: { id: "contact", parentId: "root", path: "Contact-us", module: { default: Page, action } },
  captcha: { id: "captcha", parentId: "root", path: "api/captcha", module: {} },
  leadApi: { id: "leadApi", parentId: "root", path: "api/contact", module: { action } },
  unknown: { id: "unknown", parentId: "root", path: "*", module: { default: Page } },
};

const at = (address: string) => methodsAt(routes, new Request(new URL(address, "http://localhost")));

describe("what an address takes, by its route module", () => {
  it("a page without an action takes no POST; one with an action does", () => {
    expect(at("/our-team")).toEqual({ page: true, takesPost: false });
    expect(at("/Contact-us")).toEqual({ page: true, takesPost: true });
    // Matched as the router matches: case-insensitively, unknown paths by the catch-all page.
    expect(at("/contact-us")).toEqual({ page: true, takesPost: true });
    expect(at("/no/such/page")).toEqual({ page: true, takesPost: false });
  });

  it("a POST to the home page reaches its index route only with a bare ?index", () => {
    expect(at("/")).toEqual({ page: true, takesPost: false });
    expect(at("/?index")).toEqual({ page: true, takesPost: true });
    expect(at("/?index&form=contact")).toEqual({ page: true, takesPost: true });
    expect(at("/?index=1")).toEqual({ page: true, takesPost: false });
  });

  it("a data request is for the page it names", () => {
    expect(at("/our-team.data")).toEqual({ page: true, takesPost: false });
    expect(at("/Contact-us.data")).toEqual({ page: true, takesPost: true });
    expect(at("/_.data")).toEqual({ page: true, takesPost: false });
    expect(at("/_.data?index")).toEqual({ page: true, takesPost: true });
  });

  it("an address without a page is told apart, with or without an action", () => {
    expect(at("/api/captcha")).toEqual({ page: false, takesPost: false });
    expect(at("/api/contact")).toEqual({ page: false, takesPost: true });
  });
});
