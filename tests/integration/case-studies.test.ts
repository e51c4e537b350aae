import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkedFetch } from "../support/checked-fetch";
import { type FreshDataServer, repoRoot, startServerWithFreshData } from "../support/server-process";

/**
 * The case studies as editors publish them in the local source: a file added under
 * content/case-studies is listed on /insights in its group, by its order, and gets its page; a
 * draft is shown only in the preview; a slug no case study has is a 404.
 */

const SECRET = "case-studies-preview-secret-0123456789";
const TOKEN = "case-studies-revalidate-token-0123456789";

/** A case study's file: front matter from `fields`, a short story as its body. */
function studyFile(fields: Record<string, string | number | boolean>): string {
  const lines = Object.entries(fields).map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
  return [
    "---",
    ...lines,
    'icon: "/images/insights/iot.svg"',
    "cover:",
    '  url: "/images/insights/cover-iot.svg"',
    '  alt: "A sensor sending readings through a gateway"',
    "  width: 480",
    "  height: 320",
    "facts:",
    '  - label: "Client"',
    '    value: "A water utility"',
    "results:",
    '  - value: "9 days"',
    '    label: "from a leak to its repair, down from 40"',
    "technologies:",
    '  - "Rust"',
    "---",
    "",
    "## Client context",
    "",
    "A utility with pipes older than its oldest engineer.",
    "",
    "## The solution",
    "",
    "- Acoustic sensors on every main",
    "- Alerts to the crew on call",
    "",
  ].join("\n");
}

const ADDED = {
  id: 601,
  title: "Leak Detection Network",
  slug: "a-leak-detection-network",
  heading: "A Leak Detection Network",
  pageTitle: "Case Study: Leak Detection Network",
  intro: "How a water utility finds leaks in days, not weeks.",
  group: "Services",
  // Before every Services case study in content/ (20 to 50).
  order: 5,
  summary: "Acoustic sensors that hear a leak before the street floods.",
};
const DRAFT = {
  id: 602,
  draft: true,
  title: "Unannounced Product",
  slug: "an-unannounced-product",
  heading: "An Unannounced Product",
  intro: "Not for visitors yet.",
  group: "Products",
  order: 1,
  summary: "A product the client has not announced.",
};
const LATER = {
  id: 603,
  title: "Published Without A Restart",
  slug: "published-without-a-restart",
  heading: "Published Without A Restart",
  intro: "Added while the site runs.",
  group: "Products",
  order: 90,
  summary: "A case study published while the site was serving.",
};
const pathOf = (study: { slug: string }) => `/insights/${study.slug}`;

let contentDir: string;
let server: FreshDataServer;

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(tmpdir(), "northpeak-case-studies-"));
  await cp(path.join(repoRoot, "content"), contentDir, { recursive: true });
  for (const study of [ADDED, DRAFT])
    await writeFile(path.join(contentDir, "case-studies", `${study.slug}.md`), studyFile(study));
  const settings = { CONTENT_DIR: contentDir, PREVIEW_SECRET: SECRET, REVALIDATE_TOKEN: TOKEN };
  server = await startServerWithFreshData("case-studies", settings);
}, 90_000);

afterAll(async () => {
  await server?.stop();
  if (contentDir) await rm(contentDir, { recursive: true, force: true });
});

const get = (pathname: string, cookie?: string) =>
  checkedFetch(`${server.url}${pathname}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const { DOMParser } = new Window();
const page = async (pathname: string, cookie?: string) => {
  const response = await get(pathname, cookie);
  const doc = new DOMParser().parseFromString(await response.text(), "text/html") as unknown as Document;
  return { response, doc };
};
/** The titles of a group's cards on /insights, in the order shown. */
const cardTitles = (doc: Document, group: "products" | "services") =>
  [...doc.querySelectorAll(`section#${group} li h3`)].map((title) => title.textContent?.trim());

describe("the case studies from the local source", () => {
  it("lists an added case study in its group by its order, and gives it its own page", async () => {
    const list = await page("/insights");
    expect(list.response.status).toBe(200);
    expect(list.response.headers.get("cache-control")).toBe(
      "public, max-age=300, stale-while-revalidate=86400",
    );
    expect(cardTitles(list.doc, "services")).toEqual([
      ADDED.title,
      "Child Bullying Assessment App",
      "Genomics Wellness Platform",
      "Energy-Harvesting IoT Platform",
      "Health Kiosk Platform",
    ]);
    expect(cardTitles(list.doc, "products")).toEqual(["Healthcare Transparency Compliance Tool"]);
    const link = list.doc.querySelector(`section#services a[href="${pathOf(ADDED)}"]`);
    expect(link?.textContent).toBe(`Read Case Study: ${ADDED.title}`);

    const study = await page(pathOf(ADDED));
    expect(study.response.status).toBe(200);
    const { doc } = study;
    expect(doc.title).toContain(ADDED.pageTitle);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(ADDED.intro);
    expect(doc.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe("article");
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
      new RegExp(`${pathOf(ADDED)}$`),
    );
    expect(doc.querySelector("h1")?.textContent).toBe(ADDED.heading);
    expect(doc.querySelector("main")?.textContent).toContain("Case Study · Services");
    const article = doc.querySelector("article");
    expect([...(article?.querySelectorAll("h2") ?? [])].map((h2) => h2.textContent)).toEqual([
      "Results",
      "Client context",
      "The solution",
    ]);
    expect(article?.querySelector(".content-body ul")?.textContent).toContain(
      "Acoustic sensors on every main",
    );
    expect(article?.querySelector("img")?.getAttribute("src")).toBe("/images/insights/cover-iot.svg");
    expect(doc.querySelector('aside[aria-label="Project facts"]')?.textContent).toContain("A water utility");
    // A link followed in the browser asks for the page's data, which is the page's, not a redirect to it.
    const navigation = await get(`${pathOf(ADDED)}.data`);
    expect(navigation.status).toBe(200);
    expect(await navigation.text()).toContain(ADDED.heading);
  });

  it("answers 404 for a slug no case study has", async () => {
    const missing = await page("/insights/no-such-case-study");
    expect(missing.response.status).toBe(404);
    expect(missing.doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/^noindex/);
  });

  it("shows a draft only in the editors' preview: on the list and on its page", async () => {
    const visitorList = await page("/insights");
    expect(visitorList.doc.body.textContent).not.toContain(DRAFT.title);
    expect((await get(pathOf(DRAFT))).status).toBe(404);

    const link = await get(`/api/preview?secret=${SECRET}&type=case-study&id=${DRAFT.id}`);
    expect(link.status).toBe(307);
    expect(link.headers.get("location")).toMatch(new RegExp(`^${pathOf(DRAFT)}\\?preview=\\d+$`));
    const cookie = (link.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

    const draft = await page(link.headers.get("location") ?? "", cookie);
    expect(draft.response.status).toBe(200);
    expect(draft.response.headers.get("cache-control")).toBe("private, no-store");
    expect(draft.doc.querySelector("h1")?.textContent).toBe(DRAFT.heading);
    const previewList = await page("/insights", cookie);
    expect(previewList.response.headers.get("cache-control")).toBe("private, no-store");
    expect(cardTitles(previewList.doc, "products")).toEqual([
      DRAFT.title,
      "Healthcare Transparency Compliance Tool",
    ]);
  });

  it("publishes a case study added while the site runs, once the content is revalidated", async () => {
    await writeFile(path.join(contentDir, "case-studies", `${LATER.slug}.md`), studyFile(LATER));
    const refreshed = await checkedFetch(`${server.url}/api/revalidate`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(refreshed.status).toBe(200);
    const list = await page("/insights");
    expect(cardTitles(list.doc, "products")).toEqual([
      "Healthcare Transparency Compliance Tool",
      LATER.title,
    ]);
    expect((await get(pathOf(LATER))).status).toBe(200);
  });
});
