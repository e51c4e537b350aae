import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { collections } from "./cms/collection-descriptors";
import routes from "./routes";
import { blockPages } from "./site/block-pages";
import { sitemapPages } from "./site/pages/index";

// The product's URLs, written out literally so that renaming a path in code cannot also rename it here.
const SPEC_PAGES = [
  "/",
  "/our-team",
  "/culture-values",
  "/why-northpeak",
  "/careers",
  "/job-apply-form",
  "/what-we-do",
  "/our-services",
  "/web-app",
  "/mobile-app",
  "/data-handling",
  "/iot",
  "/devops",
  "/ui-ux",
  "/insights",
  "/media",
  "/PRIZM",
  "/PRIZM-Shopping",
  "/blogs",
  "/news-list",
  "/Contact-us",
  "/terms-of-use",
  "/privacy-policy",
];
const SPEC_PATTERNS = [
  "/careers/:slug",
  "/blogs/:id/:slug",
  "/news/:id",
  "/insights/:slug",
  "/video/:slug",
  "/*",
];
// Machine-facing addresses: files for crawlers, the JSON API, feeds, and the operators' area.
const isResource = (path: string) =>
  /^\/(api|staff)\//.test(path) ||
  /\.(xml|txt|json)$/.test(path) ||
  path.endsWith("/feed") ||
  path === "/staff/leads";

const registeredPaths = (entries: readonly RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [
    entry.index ? "/" : `/${entry.path ?? ""}`,
    ...registeredPaths(entry.children ?? []),
  ]);

describe("the route table", () => {
  it("registers exactly the product's pages at their literal paths", () => {
    const pages = registeredPaths(routes).filter((path) => !isResource(path));
    expect(pages.sort()).toEqual([...SPEC_PAGES, ...SPEC_PATTERNS].sort());
  });

  // Every case study's address, as the local content makes it: app/site/case-studies.test.ts.
  it("serves a case study from its item's page route", () => {
    const table = routes.map(({ id, path, index }) => ({ id, path, index }));
    expect(matchRoutes(table, "/insights/a-case-study-in-innovative-IOT-solution")?.at(-1)?.route.id).toBe(
      collections["case-studies"].itemRoute?.id,
    );
  });

  it("has a page of blocks for every path the block-page module serves, and none for another", () => {
    const served = routes
      .filter((entry) => entry.file === "routes/block-page.tsx")
      .map((entry) => `/${entry.path}`);
    // The case studies' list is made from its collection rather than written blocks.
    expect(served.sort()).toEqual([...Object.keys(blockPages), "/insights"].sort());
  });

  // Items of the collections reach the sitemap with their own dates (sitemapLinks); the videos' and
  // openings' pages, from their collections: app/cms/video-views.server.test.ts, app/cms/openings.test.ts.
  it("lists every page with known content in the sitemap", () => {
    const listed = sitemapPages.map((page) => page.path);
    expect(listed.sort()).toEqual([...SPEC_PAGES].sort());
  });
});
