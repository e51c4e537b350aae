import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./api-answers";
import { brand } from "../../app/site/brand";
import { offices } from "../../app/site/offices";
import type { SitePage } from "../../app/site/page";
import { sitemapPages } from "../../app/site/pages/index";
import { footerSocials } from "../../app/site/socials";
import { waitForHydration } from "./shell-helpers";

/** The origin the test server was started with (playwright.config.ts sets PUBLIC_URL). */
const origin = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

type Head = {
  title: string | undefined;
  meta: Map<string, string>;
  canonical: string | undefined;
  jsonLd: unknown[];
};

/** Reads the head tags from the server's HTML, as a crawler or a link preview sees them. */
function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = new Map<string, string>();
  for (const tag of head.matchAll(/<meta\b[^>]*>/g)) {
    const attrs = Object.fromEntries(
      [...tag[0].matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], decode(m[2] ?? "")]),
    );
    const key = attrs.name ?? attrs.property;
    if (key && attrs.content !== undefined) meta.set(key, attrs.content);
  }
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? ""),
  );
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1]?.replace(/&amp;/g, "&"),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    jsonLd,
  };
}

/** One blog post and one news item from the feeds, when the feeds have any. */
async function contentDetailPaths(request: APIRequestContext): Promise<string[]> {
  const paths: string[] = [];
  for (const [feed, pattern] of [
    [`/api/strapi/${brand.productKey}-website-blogs`, /href="(\/blogs\/\d+\/[^"]+)"/],
    [`/api/strapiNews/${brand.productKey}-website-news`, /href="(\/news\/\d+)"/],
  ] as const) {
    const feedResponse = await request.get(feed);
    if (!feedResponse.ok()) continue;
    const list = await request.get(feed.includes("News") ? "/news-list" : "/blogs");
    const found = pattern.exec(await list.text())?.[1];
    if (found) paths.push(found);
  }
  return paths;
}

function expectCompleteHead(head: Head, path: string) {
  const canonical = `${origin}${path === "/" ? "/" : path}`;
  expect(head.title, "title").toBeTruthy();
  expect(head.meta.get("description"), "description").toBeTruthy();
  expect(head.meta.get("keywords"), "keywords").toBeTruthy();
  expect(head.meta.get("author"), "author").toBe(brand.legalName);
  expect(head.meta.get("robots"), "robots").toBe("index, follow");
  expect(head.canonical, "canonical").toBe(canonical);
  expect(head.meta.get("og:url")).toBe(canonical);
  expect(head.meta.get("og:title")).toBe(head.title);
  expect(head.meta.get("og:description")).toBe(head.meta.get("description"));
  expect(head.meta.get("og:type")).toMatch(/^(website|article)$/);
  expect(head.meta.get("og:site_name")).toBe(brand.name);
  expect(head.meta.get("og:image")).toMatch(new RegExp(`^${origin}/`));
  expect(head.meta.get("twitter:card")).toBe("summary_large_image");
  expect(head.meta.get("twitter:title")).toBe(head.title);
  expect(head.meta.get("twitter:description")).toBe(head.meta.get("description"));
  expect(head.meta.get("twitter:image")).toBe(head.meta.get("og:image"));
}

function expectOrganization(jsonLd: unknown[]) {
  const organization = jsonLd.find((item) => (item as { "@type"?: string })["@type"] === "Organization") as
    | Record<string, unknown>
    | undefined;
  expect(organization, "Organization JSON-LD").toBeTruthy();
  expect(organization?.["@context"]).toBe("https://schema.org");
  expect(organization?.name).toBe(brand.legalName);
  expect(organization?.url).toBe(`${origin}/`);
  expect(organization?.logo).toBe(`${origin}${brand.logo.src}`);
  expect(organization?.sameAs).toEqual(footerSocials.map((s) => s.href));
  const addresses = organization?.address as Array<Record<string, string>>;
  expect(addresses).toHaveLength(3);
  expect(addresses.map((a) => a.addressCountry)).toEqual(offices.map((o) => o.countryCode));
  for (const address of addresses) {
    expect(address["@type"]).toBe("PostalAddress");
    expect(address.streetAddress).toBeTruthy();
    expect(address.addressLocality).toBeTruthy();
  }
}

test.describe("metadata of every route", () => {
  const check = (page: Pick<SitePage, "path"> & Partial<SitePage>) =>
    test(`${page.path} has complete head tags and Organization JSON-LD`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const head = readHead(await response.text());
      expectCompleteHead(head, page.path);
      if (page.description) expect(head.meta.get("description")).toBe(page.description);
      if (page.title) expect(head.title).toContain(page.title);
      expectOrganization(head.jsonLd);
    });

  for (const page of sitemapPages) check(page);

  test("a blog post and a news item have complete head tags too", async ({ request }) => {
    const paths = await contentDetailPaths(request);
    test.skip(paths.length === 0, "the feeds have no items yet");
    for (const path of paths) {
      const head = readHead(await (await request.get(path)).text());
      expectCompleteHead(head, path);
      expectOrganization(head.jsonLd);
    }
  });

  test("/Contact-Us points its canonical at /Contact-us", async ({ request }) => {
    const head = readHead(await (await request.get("/Contact-Us")).text());
    expect(head.canonical).toBe(`${origin}/Contact-us`);
  });

  test("an unknown path says noindex", async ({ request }) => {
    const response = await request.get("/this/page/does/not/exist");
    expect(response.status()).toBe(404);
    const head = readHead(await response.text());
    expect(head.meta.get("robots")).toMatch(/^noindex/);
    expect(head.canonical ?? "").not.toContain("/this/page");
  });

  test("client-side navigation updates title and canonical with the public origin", async ({ page }) => {
    await page.goto("/terms-of-use");
    await waitForHydration(page);
    await expect(page.getByTestId("loading-overlay")).toBeHidden();
    await page.locator("header.site-header").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/Contact-us$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/Contact-us`);
    await expect(page).toHaveTitle(/Contact/);
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(ld).toContain(`"url":"${origin}/"`);
  });
});

test.describe("icons and share image", () => {
  test("every icon the head links, the manifest's icons and the og:image exist", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const head = readHead(html);
    const linked = [...html.matchAll(/<link\b[^>]*rel="(?:icon|apple-touch-icon|manifest)"[^>]*>/g)].map(
      (m) => /href="([^"]+)"/.exec(m[0])?.[1] as string,
    );
    expect(linked).toEqual(
      expect.arrayContaining(["/favicon.ico", "/favicon.svg", "/apple-touch-icon.png", "/site.webmanifest"]),
    );
    const manifest = await (await request.get("/site.webmanifest")).json();
    expect(manifest.name).toBe(brand.name);
    const urls = [
      ...linked,
      ...manifest.icons.map((icon: { src: string }) => icon.src),
      head.meta.get("og:image"),
    ];
    for (const url of urls) {
      const response = await request.get(new URL(url as string, origin).pathname);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toMatch(/image|manifest|json/);
    }
  });
});

test.describe("sitemap and robots", () => {
  test("sitemap.xml lists every public route with absolute URLs", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1] ?? ""));
    for (const page of sitemapPages)
      expect(locs).toContain(`${origin}${page.path === "/" ? "/" : page.path}`);
    for (const loc of locs) expect(loc.startsWith(`${origin}/`)).toBe(true);
    const details = await contentDetailPaths(request);
    for (const path of details) expect(locs).toContain(`${origin}${path}`);
  });

  test("robots.txt allows crawling and points at the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
