import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStrapi, startFakeStrapi } from "../support/fake-strapi";
import { type RunningServer, startServer } from "../support/server-process";

/** Posts without images (as Strapi sends them) show the placeholder banner; a fake Strapi serves them. */

let fake: FakeStrapi;
let server: RunningServer;

beforeAll(async () => {
  fake = await startFakeStrapi({
    version: "v5",
    blogs: [
      {
        id: 1,
        Title: "No art here",
        Description: "<p>A post with words only.</p>",
        Updated: "2025-05-01",
        publishedAt: "2025-05-01T00:00:00.000Z",
        Image: [],
      },
    ],
    news: [
      { id: 1, Title: "Words only", Description: "<p>An item with words only.</p>", Date: "2025-05-02" },
    ],
  });
  server = await startServer({
    CONTENT_SOURCE: "strapi",
    STRAPI_URL: fake.url,
    STRAPI_MEDIA_ORIGINS: "https://northpeak-media.s3.eu-west-1.amazonaws.com,https://res.cloudinary.com",
    DATA_DIR: "data/it-content-placeholder",
  });
  // The development server compiles each route on its first request; warm them up outside the tests.
  await Promise.all([fetch(`${server.url}/blogs`), fetch(`${server.url}/news-list`)]);
  await Promise.all([detailPath("/blogs"), detailPath("/news-list")]);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

/** The one detail page a list links to: its address is the site's business, not this test's. */
async function detailPath(listPath: string): Promise<string> {
  const html = await (await fetch(`${server.url}${listPath}`)).text();
  const hrefs = new Set(
    [...html.matchAll(/href="(\/(?:blogs|news)\/(?!rss\.xml")[^"]+)"/g)].map((match) => match[1]),
  );
  expect([...hrefs]).toHaveLength(1);
  return [...hrefs][0]!;
}

/** The `<img>` tags inside the page's article. */
async function articleImages(pathname: string): Promise<string[]> {
  const response = await fetch(`${server.url}${pathname}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const article = html.slice(html.indexOf("<article"), html.indexOf("</article>"));
  return article.match(/<img\b[^>]*>/g) ?? [];
}

describe("a post without an image", () => {
  it("shows the placeholder as the blog detail's banner, in a fixed 16:9 box", async () => {
    const images = await articleImages(await detailPath("/blogs"));
    expect(images).toHaveLength(1);
    expect(images[0]).toContain('src="/images/placeholder.svg"');
    expect(images[0]).toContain('width="1200"');
    expect(images[0]).toContain('height="675"');
    expect(images[0]).toContain("aspect-video");
  });

  it("shows the placeholder as the news detail's banner", async () => {
    const images = await articleImages(await detailPath("/news-list"));
    expect(images).toHaveLength(1);
    expect(images[0]).toContain('src="/images/placeholder.svg"');
  });
});

describe("STRAPI_MEDIA_ORIGINS", () => {
  it("lets pages load images from the upload provider's hosts beside Strapi's", async () => {
    const policy = (await fetch(`${server.url}/news-list`)).headers.get("content-security-policy") ?? "";
    const imgSrc = policy
      .split(";")
      .find((part) => part.startsWith("img-src "))
      ?.split(" ")
      .slice(1);
    expect(imgSrc).toEqual([
      "'self'",
      "data:",
      new URL(fake.url).origin,
      "https://northpeak-media.s3.eu-west-1.amazonaws.com",
      "https://res.cloudinary.com",
    ]);
  });
});
