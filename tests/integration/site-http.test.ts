import { Window } from "happy-dom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { allArticles, fillPattern, itemPaths } from "../../app/cms/collection-descriptors";
import { localSource } from "../../app/cms/local.server";
import type { ContentBlock } from "../../app/site/blocks";
import { brand, whyPath } from "../../app/site/brand";
import { formatPostingDate, postingLabels, postingText } from "../../app/site/careers";
import { ourCompany, whyCards } from "../../app/site/company";
import { clientSatisfaction, values } from "../../app/site/culture";
import { dataServices, products, why } from "../../app/site/home";
import { privacyPolicy, termsOfUse } from "../../app/site/legal";
import {
  networksSection,
  prizmCards,
  prizmShopping,
  ratesSection,
  relatedProducts,
} from "../../app/site/prizm";
import { caseStudyList } from "../../app/site/case-studies";
import { engagementModels } from "../../app/site/engagement-models";
import { contentCopy, contentPages } from "../../app/site/pages/content";
import { offices } from "../../app/site/offices";
import { sitemapPages } from "../../app/site/pages/index";
import { servicePages } from "../../app/site/pages/services";
import { type BlockPage, ourServices, serviceDetails, whatWeDo } from "../../app/site/services";
import { footerSocials } from "../../app/site/socials";
import { localVideos as videos } from "../support/local-videos";
import { type RunningServer, startServer } from "../support/server-process";

/** What the site answers over HTTP alone, page by page: routes, head tags, feeds, share images, assets. */

const buildDir = process.env.INTEGRATION_BUILD_DIR;
const ADMIN_TOKEN = "site-http-admin-token-0123456789abcdef";
const ANALYTICS_ORIGIN = "http://127.0.0.1:9";

// With an analytics provider, which changes no page but its policy and boot script; the pages without
// one: tests/integration/production-http.test.ts.
let site: RunningServer;
beforeAll(async () => {
  if (!buildDir) return;
  site = await startServer({
    DATA_DIR: "data/it-site-http",
    ADMIN_TOKEN,
    ANALYTICS_PROVIDER: "plausible",
    ANALYTICS_ORIGIN,
    ANALYTICS_SITE_ID: "www.northpeak.example",
  });
}, 120_000);
afterAll(() => site?.stop());

const get = (path: string) => fetch(`${site.url}${path}`, { redirect: "manual" });
const text = async (path: string) => (await get(path)).text();
const { DOMParser } = new Window();
const parse = (source: string, type: "text/html" | "application/xml") =>
  new DOMParser().parseFromString(source, type) as unknown as Document;
/** An address on PUBLIC_URL, which the test server sets to localhost on its port. */
const publicUrl = (path: string) => `http://localhost:${new URL(site.url).port}${path}`;

/** One blog post and one news item, as their lists link them. */
async function detailPaths(): Promise<string[]> {
  return [
    /href="(\/blogs\/\d+\/[^"]+)"/.exec(await text("/blogs"))?.[1] ?? "no blog post",
    /href="(\/news\/\d+)"/.exec(await text("/news-list"))?.[1] ?? "no news item",
  ];
}

/** The head as a crawler or a link preview reads it; `doc` is the whole page, or its head alone (quicker). */
function headOf(html: string, part: "page" | "head" = "page") {
  // happy-dom's parser takes a `<` in an inline script for a tag: the scripts are read apart, below.
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
  const doc = parse(part === "head" ? (markup.split("</head>")[0] ?? "") : markup, "text/html");
  const meta = (key: string) =>
    doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? undefined;
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json ?? "") as Record<string, unknown>,
  );
  return {
    title: doc.title,
    meta,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    jsonLd,
    doc,
  };
}

function expectCompleteHead(html: string, path: string) {
  const head = headOf(html, "head");
  const { title, meta, canonical, jsonLd } = head;
  expect(title, path).toBeTruthy();
  for (const key of ["description", "keywords"]) expect(meta(key), `${path} ${key}`).toBeTruthy();
  expect(meta("author")).toBe(brand.legalName);
  expect(meta("robots")).toBe("index, follow");
  expect(canonical).toBe(publicUrl(path));
  expect(meta("og:url")).toBe(canonical);
  expect(meta("og:site_name")).toBe(brand.name);
  expect(meta("og:type")).toMatch(/^(website|article)$/);
  expect(meta("twitter:card")).toBe("summary_large_image");
  for (const [copy, of] of [
    ["og:title", title],
    ["twitter:title", title],
    ["og:description", meta("description")],
    ["twitter:description", meta("description")],
    ["twitter:image", meta("og:image")],
  ] as const)
    expect(meta(copy), copy).toBe(of);
  const organization = jsonLd.find((item) => item["@type"] === "Organization");
  expect(organization).toMatchObject({
    "@context": "https://schema.org",
    name: brand.legalName,
    url: publicUrl("/"),
    logo: publicUrl(brand.logo.src),
    sameAs: footerSocials.map((social) => social.href),
  });
  const addresses = organization?.address as Record<string, string>[];
  expect(addresses.map((a) => a.addressCountry)).toEqual(offices.map((o) => o.countryCode));
  for (const address of addresses)
    expect(address).toMatchObject({ "@type": "PostalAddress", streetAddress: expect.any(String) });
  return head;
}

/** A page's og:image, fetched as a link preview would: a 1200 × 630 PNG or JPEG, its type as the tags say. */
async function expectShareImage(path: string) {
  const { meta } = headOf(await text(path), "head");
  const url = meta("og:image") ?? "";
  expect(url, path).toMatch(new RegExp(`^${publicUrl("/")}`));
  expect([meta("og:image:width"), meta("og:image:height")]).toEqual(["1200", "630"]);
  const response = await get(new URL(url).pathname);
  expect(response.status, url).toBe(200);
  expect(response.headers.get("content-type")).toBe(meta("og:image:type"));
  const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  expect([`image/${image.format === "jpeg" ? "jpeg" : image.format}`, image.width, image.height]).toEqual([
    meta("og:image:type"),
    1200,
    630,
  ]);
}

/** The words of an element's matches, each with its white space folded. */
const textsOf = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((element) =>
    (element.textContent ?? "").replace(/\s+/g, " ").trim(),
  );

/** A block's items: the h3 of a step, card or rule; a split block's bullets. */
function blockItems(block: ContentBlock): string[] {
  if (block.kind === "steps") return block.steps.map((step) => step.title);
  if (block.kind === "cards") return block.cards.map((card) => card.name);
  if (block.kind === "rules") return block.rules.map((rule) => rule.title);
  return [...(block.bullets ?? [])];
}

describe.skipIf(!buildDir)("the site over HTTP", () => {
  it("every sitemap page and /Contact-Us answer 200 with an h1 and complete head tags", async () => {
    const videoPages = videos.map((v) => ({ path: v.path, title: v.heading, description: v.text }));
    for (const page of [...sitemapPages, ...videoPages, { path: "/Contact-Us" }]) {
      const response = await get(page.path);
      expect(response.status, page.path).toBe(200);
      const html = await response.text();
      expect(html, page.path).toMatch(/<h1[\s>]/);
      // /Contact-Us points its canonical at /Contact-us.
      const { title, meta } = expectCompleteHead(
        html,
        page.path === "/Contact-Us" ? "/Contact-us" : page.path,
      );
      if ("title" in page) expect(title).toContain(page.title);
      if ("description" in page) expect(meta("description")).toBe(page.description);
    }
    for (const path of await detailPaths()) expectCompleteHead(await text(path), path);
  });

  // A video's side link: collections-journey.test.ts.
  it("redirects an item's other spellings (301), and 404s what does not exist", async () => {
    const post = "/blogs/3/building-a-cost-estimator-members-can-trust-under-transparency-in-coverage";
    const renamed = await get("/blogs/3/an-old-title");
    expect([renamed.status, renamed.headers.get("location")]).toEqual([301, post]);
    for (const { routes, copy } of allArticles) {
      // A zero-padded id still names the item, but is not its URL.
      const own = new URL(/<link>([^<]+)<\/link>\s*<guid/.exec(await text(routes.feed))?.[1] ?? "").pathname;
      const id = own.split("/")[2];
      const padded = await get(own.replace(`/${id}`, `/0${id}`));
      expect([padded.status, padded.headers.get("location")]).toEqual([301, own]);
      expect((await get(own)).status).toBe(200);
      const unknown = await get(fillPattern(routes.detail, { id: "424242", slug: "nothing-here" }));
      expect(unknown.status).toBe(404);
      const { meta, doc } = headOf(await unknown.text());
      expect(meta("robots")).toMatch(/^noindex/);
      expect(doc.querySelector("main")?.textContent).toContain(contentCopy.notFound);
      expect(doc.querySelector(`main a[href="${copy.backHref}"]`)?.textContent).toContain(copy.backLabel);
    }
    for (const path of ["/no-such-page/at-all", "/video/no-such-video"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const { title, meta, canonical, doc } = headOf(await response.text());
      expect(title).toBe("Page not found | Northpeak");
      expect(meta("robots")).toMatch(/^noindex/);
      expect(canonical ?? "").not.toContain(path);
      expect(doc.body.textContent).toContain(
        "Oops! The page you are looking for does not exist. You can return to the home page from here.",
      );
      expect([...doc.querySelectorAll('main a[href="/"]')].map((a) => a.textContent)).toContain(
        "Go to homepage",
      );
    }
  });

  // robots.txt: app/routes/robots[.]txt.test.ts.
  it("the icons, the manifest's icons and the share images exist; sitemap.xml names the site", async () => {
    const html = await text("/");
    const linked = [
      ...headOf(html, "head").doc.querySelectorAll("link[rel=icon], link[rel=apple-touch-icon]"),
    ].map((link) => link.getAttribute("href") ?? "");
    expect(linked).toEqual(expect.arrayContaining(["/favicon.ico", "/favicon.svg", "/apple-touch-icon.png"]));
    const manifest = (await (await get("/site.webmanifest")).json()) as {
      name: string;
      icons: { src: string }[];
    };
    expect(manifest.name).toBe(brand.name);
    for (const url of [...linked, ...manifest.icons.map((icon) => icon.src)]) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toMatch(/image/);
    }
    for (const path of ["/", "/our-team", "/video/build-query", ...(await detailPaths())])
      await expectShareImage(path);

    const sitemap = await get("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toContain("xml");
    const locs = [...parse(await sitemap.text(), "application/xml").querySelectorAll("loc")].map(
      (loc) => loc.textContent ?? "",
    );
    for (const loc of locs) expect(loc.startsWith(publicUrl("/"))).toBe(true);
    for (const page of [...sitemapPages, ...videos]) expect(locs).toContain(publicUrl(page.path));
    // Every published item, as its feed links it.
    for (const { routes } of allArticles)
      for (const [, link] of (await text(routes.feed)).matchAll(/<link>([^<]+)<\/link>\s*<guid/g))
        expect(locs).toContain(link);
  });

  it("each list shows its published entries newest first and links its feed: RSS 2.0, an item each", async () => {
    for (const { key, routes, copy, apiName } of allArticles) {
      const list = headOf(await text(routes.list)).doc;
      expect(list.querySelector("h1")?.textContent).toBe(contentPages[key].heading);
      const dates = [...list.querySelectorAll(`ul[aria-label="${copy.listLabel}"] > li time`)];
      expect(
        list.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute("href"),
      ).toBe(routes.feed);
      const published = dates.map((time) => time.getAttribute("datetime") ?? "");
      expect(published).toEqual([...published].sort((a, b) => Date.parse(b) - Date.parse(a)));

      const doc = parse(await text(routes.feed), "application/xml");
      expect(doc.documentElement.getAttribute("version")).toBe("2.0");
      const json = await get(fillPattern(routes.json, { collection: apiName }));
      const { data } = (await json.json()) as { data: unknown[] };
      const items = [...doc.querySelectorAll("item")];
      expect(items).toHaveLength(data.length);
      expect(dates).toHaveLength(data.length);
    }
  });

  // A video page's VideoObject: collections-journey.test.ts, its content videos.test.ts.
  it("the videos' clips, posters and captions are served", async () => {
    for (const video of videos) {
      const clip = await get(video.url);
      expect([clip.status, clip.headers.get("content-type")]).toEqual([200, "video/mp4"]);
      expect((await get(video.images[0]?.url ?? "no poster")).status).toBe(200);
      expect(await text(video.captions)).toMatch(/^WEBVTT/);
    }
  });

  it("the HTML preloads the one font file its stylesheet names, fetched as fonts are and kept a year", async () => {
    const html = await text("/");
    const preloads = [...html.matchAll(/<link rel="preload"[^>]* as="font"[^>]*>/g)].map(([tag]) => tag);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('type="font/woff2"');
    expect(preloads[0]).toContain('crossorigin="anonymous"');
    const fontPath = /href="(\/assets\/[\w-]+\.woff2)"/.exec(preloads[0] ?? "")?.[1] ?? "no font";
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? "no stylesheet";
    expect(await text(stylesheet)).toContain(`url(${fontPath})`);
    const font = await get(fontPath);
    expect(font.headers.get("content-type")).toBe("font/woff2");
    expect(font.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("with an analytics provider, pages allow its origin; the staff page, however spelt, names and allows none", async () => {
    for (const path of ["/", "/Contact-us"]) {
      const policy = (await get(path)).headers.get("content-security-policy") ?? "";
      expect(/script-src [^;]*/.exec(policy)?.[0], path).toContain(ANALYTICS_ORIGIN);
      expect(/connect-src [^;]*/.exec(policy)?.[0], path).toContain(ANALYTICS_ORIGIN);
    }
    for (const path of ["/staff/leads", "/staff/le%61ds", "/Staff/Leads", "/staff/leads/"]) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(response.headers.get("content-security-policy")).not.toContain(ANALYTICS_ORIGIN);
      const html = await response.text();
      expect(html).toContain("<form");
      expect(html).not.toContain(ANALYTICS_ORIGIN);
      expect(html).not.toContain("analytics-connect");
    }
  });

  it("each service page has its h1, every section's h2 and every step, card, rule and bullet; Learn More links", async () => {
    const pages: [string, BlockPage][] = [
      ["/what-we-do", whatWeDo],
      ["/our-services", { ...ourServices, blocks: [...ourServices.blocks, engagementModels] }],
      ...Object.entries(serviceDetails),
    ];
    for (const [path, content] of pages) {
      const { doc } = headOf(await text(path));
      expect(textsOf(doc, "h1"), path).toEqual([
        Object.values(servicePages).find((p) => p.path === path)?.heading,
      ]);
      for (const block of content.blocks) {
        const section = doc.querySelector(`section#${block.id}`);
        expect(textsOf(section ?? doc, "h2"), `${path}#${block.id}`).toEqual([block.title]);
        if (block.kind === "split")
          for (const bullet of blockItems(block)) expect(section?.textContent).toContain(bullet);
        else expect(textsOf(section ?? doc, "h3")).toEqual(blockItems(block));
      }
    }
    const services = headOf(await text("/our-services")).doc;
    const actions = ourServices.blocks.flatMap((block) =>
      block.kind === "split" ? (block.actions ?? []) : [],
    );
    expect(actions).toHaveLength(6);
    for (const { href } of actions)
      expect(textsOf(services, `main a[href="${href}"]`)[0]).toMatch(/^Learn More/);
  });

  it("/insights links each case study, and each tells its results, every section and its bullets", async () => {
    const list = headOf(await text("/insights")).doc;
    const caseStudies = await localSource(path.resolve("content")).read("case-studies");
    expect(caseStudies).toHaveLength(5);
    for (const study of caseStudies) {
      const studyPath = itemPaths["case-studies"](study);
      const group = study.group === "Products" ? "products" : "services";
      expect(textsOf(list, `section#${group} a[href="${studyPath}"]`)).toContain(
        `${caseStudyList.readLabel}: ${study.title}`,
      );
      const html = await text(studyPath);
      expectCompleteHead(html, studyPath);
      const { doc, title, meta } = headOf(html);
      expect(title).toContain(study.pageTitle ?? study.heading);
      expect(meta("description")).toBe(study.intro);
      const story = parse(study.description, "text/html");
      const article = doc.querySelector("article") ?? doc;
      expect(textsOf(article, "h2")).toEqual([caseStudyList.resultsTitle, ...textsOf(story, "h2")]);
      expect(textsOf(article, "li")[0]).toContain(study.results[0]?.value);
      for (const bullet of textsOf(story, "li")) expect(article.textContent).toContain(bullet);
      expect(doc.querySelector('aside[aria-label="Project facts"]')?.textContent).toContain("Client");
      expect(textsOf(doc, 'main a[href="/insights"]').join()).toContain(caseStudyList.backLabel);
    }
    await expectShareImage(itemPaths["case-studies"](caseStudies[0]!));
  });

  it("the home, PRIZM, company and culture pages show their sections' data and end with Get In Touch", async () => {
    const names = (cards: readonly { name: string }[]) => cards.map((card) => card.name);
    const getInTouch = (doc: Document) => {
      expect(doc.body.textContent).toContain("Get In Touch");
      expect(textsOf(doc, 'main a[href="/Contact-us"]')).toContain("Book a Call");
    };
    const home = headOf(await text("/")).doc;
    expect(textsOf(home, "#products h2")).toEqual([products.title]);
    expect(textsOf(home, "#products li h3")).toEqual(names(products.cards));
    for (const card of products.cards)
      expect(home.querySelector("#products")?.textContent).toContain(card.text);
    expect(textsOf(home, "#data-services li")).toEqual([...dataServices.bullets]);
    expect(textsOf(home, "#why h3")).toEqual(names(why.cards));
    getInTouch(home);

    const prizm = headOf(await text("/PRIZM")).doc;
    expect(textsOf(prizm, "#products li h3")).toEqual(names(prizmCards.cards));
    expect(textsOf(prizm, "section#rates h3")).toEqual(names(ratesSection.cards));
    expect(textsOf(prizm, "#more-products h3")).toEqual(names(relatedProducts.cards));
    for (const { name } of [...networksSection.views, ...networksSection.measures])
      expect(prizm.querySelector("section#networks")?.textContent).toContain(name);
    expect(textsOf(prizm, 'section#shopping a[href="/PRIZM-Shopping"]')[0]).toMatch(/^Learn More/);
    expect(prizm.querySelector('section#networks img[alt^="Output:"]')?.getAttribute("src")).toMatch(
      /network-output\.svg$/,
    );
    getInTouch(prizm);
    const shopping = headOf(await text("/PRIZM-Shopping")).doc;
    expect(textsOf(shopping, "section#features h2")).toEqual([prizmShopping.featuresTitle]);
    expect(textsOf(shopping, "section#features h3")).toEqual(names(prizmShopping.features));
    getInTouch(shopping);

    const company = headOf(await text(whyPath)).doc;
    for (const bullet of ourCompany.bullets)
      expect(company.querySelector("#our-company")?.textContent).toContain(bullet);
    expect(textsOf(company, "#why-list h3")).toEqual(names(whyCards.cards));
    expect(company.body.textContent).toContain("Origins & Philosophy");
    const culture = headOf(await text("/culture-values")).doc;
    expect(textsOf(culture, "#values h3")).toEqual(names(values.cards));
    expect(textsOf(culture, "#client-satisfaction h2")).toEqual([clientSatisfaction.title]);
    for (const id of ["empowering-communities", "company-culture"])
      expect(textsOf(culture, `#${id} h2`)).toHaveLength(1);
  });

  it("each job posting shows its title, every fact and selection step, and its way to apply", async () => {
    const { facts } = postingLabels;
    const openings = await localSource(path.resolve("content")).read("careers");
    for (const opening of openings) {
      const { doc } = headOf(await text(itemPaths.careers(opening)));
      expect(textsOf(doc, "h1")).toEqual([opening.title]);
      const shown = Object.fromEntries(
        [...doc.querySelectorAll('[data-testid="job-facts"] div')].map((row) => [
          row.querySelector("dt")?.textContent,
          row.querySelector("dd")?.textContent,
        ]),
      );
      expect(shown).toEqual({
        [facts.openings]: String(opening.openings),
        [facts.employmentType]: postingText.employmentTypes[opening.employmentType],
        [facts.workplace]: opening.workplace,
        [facts.location]: opening.location,
        [facts.experience]: opening.experience,
        [facts.posted]: formatPostingDate(opening.posted),
        [facts.deadline]: formatPostingDate(opening.deadline),
      });
      for (const [, step = ""] of opening.description.matchAll(/<li>(.*?)<\/li>/g))
        expect(doc.body.textContent).toContain(step);
      if (opening.applyBy === "form") expect(doc.querySelectorAll('form input[type="file"]')).toHaveLength(1);
      if (opening.applyBy === "email")
        expect(doc.querySelector('a[href^="mailto:"]')?.getAttribute("href")).toMatch(
          /^mailto:careers@.+subject=/,
        );
    }
  });

  it("the terms and the privacy policy have every section, each list item and the contact address", async () => {
    for (const [path, title, document] of [
      ["/terms-of-use", "Terms of Use", termsOfUse],
      ["/privacy-policy", "Privacy Policy", privacyPolicy],
    ] as const) {
      const { doc } = headOf(await text(path));
      expect(textsOf(doc, "h1")).toEqual([title]);
      expect(textsOf(doc, "article h2")).toEqual(document.sections.map((section) => section.heading));
      for (const { id, list } of document.sections)
        if (list) expect(textsOf(doc, `section#${id} li`), id).toEqual([...list]);
      expect(doc.querySelector("section#contact")?.textContent).toContain(brand.email);
    }
  });

  it("the blog and news lists show their cards; a post and a news item their texts, images and metadata", async () => {
    const blogs = headOf(await text("/blogs")).doc;
    const cards = [...blogs.querySelectorAll('ul[aria-label="All blog posts"] > li')];
    const image = cards[0]?.querySelector("img");
    expect([image?.getAttribute("width"), image?.getAttribute("height")]).toEqual(["1200", "675"]);
    expect(image?.getAttribute("alt")).toBeTruthy();
    // The side list: the five most recently updated.
    const trending = [...blogs.querySelectorAll('aside[aria-labelledby="trending-heading"] a')];
    expect(trending.map((a) => a.getAttribute("href"))).toEqual(
      cards.slice(0, 5).map((card) => card.querySelector("a")?.getAttribute("href")),
    );

    const title = "Building a cost estimator members can trust under Transparency in Coverage";
    const post = headOf(
      await text("/blogs/3/building-a-cost-estimator-members-can-trust-under-transparency-in-coverage"),
    );
    expect(textsOf(post.doc, "h1")).toEqual([title]);
    expect(post.title).toBe(`${title} | Northpeak`);
    expect(post.doc.querySelector("main")?.textContent).toContain("By Mika Tanaka");
    expect([...post.doc.querySelectorAll("article img")].map((img) => img.getAttribute("src"))).toEqual([
      "/images/blog/tic-cost-estimator.svg",
      "/images/blog/tic-cost-estimator-flow.svg",
    ]);
    expect(textsOf(post.doc, "article h2")).toContain("The estimate is only as good as three inputs");
    expect(post.meta("description")).toMatch(/^The Transparency in Coverage rule requires/);
    expect(post.meta("og:type")).toBe("article");
    expect(post.jsonLd.find((item) => item["@type"] === "Article")).toMatchObject({
      headline: title,
      author: { name: "Mika Tanaka" },
    });
    expect(textsOf(post.doc, 'main a[href="/blogs"]')).toContain("Back to blogs");

    const news = headOf(await text("/news-list")).doc;
    const items = [...news.querySelectorAll('ul[aria-label="All news"] > li')];
    for (const item of items) {
      expect(item.querySelector("img")).not.toBeNull();
      const readMore = [...item.querySelectorAll("a")].find((a) => a.textContent?.startsWith("Read more"));
      expect(readMore?.getAttribute("href")).toMatch(/^\/news\/\d+$/);
    }
    const headline = "PRIZM Rates adds rate variability and revenue opportunity views";
    const item = headOf(await text("/news/1"));
    expect(textsOf(item.doc, "h1")).toEqual([headline]);
    expect(item.title).toBe(`${headline} | Northpeak`);
    for (const words of [
      "Hospitals can now see how each payer's rates spread across a market",
      "Posted on: Oct 21, 2025",
      "Northpeak today released a new version of",
    ])
      expect(item.doc.querySelector("main")?.textContent).toContain(words);
    expect(item.doc.querySelector("article img")?.getAttribute("src")).toBe(
      "/images/news/prizm-rates-release-detail.svg",
    );
    expect(item.jsonLd.find((entry) => entry["@type"] === "NewsArticle")).toMatchObject({
      headline,
      datePublished: "2025-10-21T00:00:00.000Z",
    });
    expect(textsOf(item.doc, 'main a[href="/news-list"]')).toContain("Back to News");
  });

  it("the contact page's footer opens with Our Offices, in order; other pages' footers do not", async () => {
    const contact = headOf(await text("/Contact-us")).doc;
    expect(textsOf(contact, 'footer section[aria-labelledby="our-offices-heading"] h3')).toEqual(
      offices.map((office) => `${office.country} (${office.city})`),
    );
    expect(headOf(await text("/careers")).doc.querySelector("footer #our-offices-heading")).toBeNull();
  });
});
