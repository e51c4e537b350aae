import { expect } from "@playwright/test";
import { test } from "./api-answers";

const feeds = [
  { feed: "/blogs/rss.xml", api: "/api/strapi/northpeak-website-blogs", list: "/blogs" },
  { feed: "/news/rss.xml", api: "/api/strapiNews/northpeak-website-news", list: "/news-list" },
];

for (const { feed, api, list } of feeds) {
  test(`${feed} is valid RSS 2.0 with one item per entry, linking the pages`, async ({ page, request }) => {
    const response = await request.get(feed);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    const entries = ((await (await request.get(api)).json()) as { data: { id: number }[] }).data;
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        title: doc.querySelector("channel > title")?.textContent,
        items: [...doc.querySelectorAll("item")].map((item) => ({
          link: item.querySelector("link")?.textContent ?? "",
          title: item.querySelector("title")?.textContent ?? "",
          pubDate: item.querySelector("pubDate")?.textContent ?? "",
        })),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.version).toBe("2.0");
    expect(parsed.items).toHaveLength(entries.length);
    for (const item of parsed.items) {
      expect(item.title).not.toBe("");
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
    // Every item links a page that exists.
    const first = new URL(parsed.items[0]!.link);
    expect((await request.get(first.pathname)).status()).toBe(200);
    expect(xml).toContain(`${first.origin}${list}`);
  });
}

test("the JSON endpoints answer the published shape", async ({ request }) => {
  const blogs = await request.get("/api/strapi/northpeak-website-blogs");
  expect(blogs.status()).toBe(200);
  const body = (await blogs.json()) as { data: { id: number; attributes: Record<string, unknown> }[] };
  for (const entry of body.data) {
    expect(typeof entry.id).toBe("number");
    expect(Object.keys(entry.attributes).sort()).toEqual(
      ["Author", "Description", "Image", "Title", "Updated", "publishedAt", "updatedAt"].sort(),
    );
    const [image] = entry.attributes.Image as {
      url: string;
      formats: { medium: { url: string }; large: { url: string } };
    }[];
    expect(image!.url).toMatch(/^\/images\/blog\//);
    expect(image!.formats.medium.url).toBeTruthy();
    expect(image!.formats.large.url).toBeTruthy();
  }

  const news = (await (await request.get("/api/strapiNews/northpeak-website-news")).json()) as {
    data: { attributes: Record<string, unknown> }[];
  };
  expect(Object.keys(news.data[0]!.attributes).sort()).toEqual([
    "Date",
    "Description",
    "Image",
    "Subheading",
    "Title",
  ]);
});

test("the sitemap lists every blog post and news item", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const blogs = (
    (await (await request.get("/api/strapi/northpeak-website-blogs")).json()) as { data: { id: number }[] }
  ).data;
  const news = (
    (await (await request.get("/api/strapiNews/northpeak-website-news")).json()) as { data: { id: number }[] }
  ).data;
  for (const post of blogs) expect(xml).toMatch(new RegExp(`/blogs/${post.id}/[^<]+</loc>`));
  for (const item of news) expect(xml).toContain(`/news/${item.id}</loc>`);
});
