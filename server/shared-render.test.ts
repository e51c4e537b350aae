import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import type { RouteManifest } from "../app/lib/route-methods.server";
import { leafRouteMatcher } from "./shared-render";

/** A route table shaped like the site's (app/routes.ts): the cases where ranking decides. */
const table: [id: string, path: string | undefined, index?: boolean][] = [
  ["routes/home", undefined, true],
  ["routes/our-team", "our-team"],
  ["routes/blogs", "blogs"],
  ["routes/blog-detail", "blogs/:id/:slug"],
  ["routes/news-list", "news-list"],
  ["routes/news-detail", "news/:id"],
  ["routes/contact", "Contact-us"],
  ["routes/video", "video/:name"],
  ["routes/sitemap", "sitemap.xml"],
  ["routes/api.strapi", "api/strapi/:collection"],
  ["routes/blogs.rss", "blogs/rss.xml"],
  ["routes/news.rss", "news/rss.xml"],
  ["routes/not-found", "*"],
];

const manifest: RouteManifest = {
  root: { id: "root", path: "" },
  ...Object.fromEntries(table.map(([id, path, index]) => [id, { id, parentId: "root", path, index }])),
};

const tree: RouteObject[] = [
  {
    id: "root",
    path: "",
    children: table.map(([id, path, index]) => (index ? { id, index: true } : { id, path })),
  },
];

const routerLeaf = (pathname: string) => matchRoutes(tree, pathname)?.at(-1)?.route.id;

describe("leafRouteMatcher", () => {
  const leaf = leafRouteMatcher({ routes: manifest });

  it("picks the route React Router picks, for every kind of path", () => {
    const paths = [
      "/",
      "/our-team",
      "/OUR-TEAM/",
      "/our%2Dteam",
      "/blogs",
      "/blogs/",
      "/blogs/1/how-we-read",
      "/blogs/rss.xml",
      "/blogs/1",
      "/blogs/1/a/b",
      "/news/rss.xml",
      "/news/7",
      "/news-list",
      "/contact-us",
      "/Contact-Us",
      "/video/mrf-data-overview",
      "/video",
      "/sitemap.xml",
      "/api/strapi/northpeak-website-blogs",
      "/wp-login.php",
      "/a/b/c",
      "/%E0%A4%A",
      "/blogs/%ZZ/x",
      "/news/%",
    ];
    for (const path of paths) expect(leaf(path)?.id, path).toBe(routerLeaf(path));
  });

  it("gives the full path of the route it picked", () => {
    expect(leaf("/blogs/3/x")).toEqual({ id: "routes/blog-detail", path: "/blogs/:id/:slug" });
    expect(leaf("/no/such/page")).toEqual({ id: "routes/not-found", path: "/*" });
  });

  it("takes no router request for a page", () => {
    expect(leaf("/blogs.data")).toBeUndefined();
    expect(leaf("/__manifest")).toBeUndefined();
  });
});
