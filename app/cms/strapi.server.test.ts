import { afterEach, describe, expect, it } from "vitest";
import { type FakeStrapi, sampleContent, startFakeStrapi } from "../../tests/support/fake-strapi";
import {
  absoluteMediaUrl,
  mediaFiles,
  StrapiError,
  strapiSource,
  toBlogPost,
  toNewsItem,
} from "./strapi.server";

let fake: FakeStrapi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const source = (url: string, extra: Partial<Parameters<typeof strapiSource>[0]> = {}) =>
  strapiSource({ baseUrl: url, timeoutMs: 2000, productKey: "northpeak", ...extra });

describe.each(["v4", "v5"] as const)("strapi source, Strapi %s", (version) => {
  it("reads every page, normalises fields and makes media URLs absolute", async () => {
    const content = sampleContent();
    fake = await startFakeStrapi({ version, ...content, maxPageSize: 4 });
    const posts = await source(fake.url).read("blogs");
    expect(posts.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(fake.state.requests.map((r) => r.page)).toEqual([1, 2, 3]);
    expect(fake.state.requests[0]!.path).toBe("/api/northpeak-website-blogs");
    const first = posts[0]!;
    expect(first.title).toBe("Strapi post number 1: payer files & you");
    expect(first.author).toBe("Author 1");
    expect(posts[1]!.author).toBeUndefined();
    expect(first.updated).toBe("2025-01-10");
    expect(first.images[0]).toMatchObject({
      url: `${fake.url}/uploads/post_1.png`,
      alt: "Art for post 1",
      medium: { url: `${fake.url}/uploads/medium_post_1.png`, width: 750 },
      large: { url: `${fake.url}/uploads/large_post_1.png`, width: 1000 },
    });
    expect(first.description).not.toContain("<script");
    expect(first.description).not.toContain("onerror");
    expect(first.description).toContain(`src="${fake.url}/uploads/inline_1.png"`);
  });

  it("reads news with optional subheadings, absolute CDN media kept as is, and missing images", async () => {
    fake = await startFakeStrapi({ version, ...sampleContent() });
    const news = await source(fake.url).read("news");
    expect(news.map((n) => n.id)).toEqual([7, 8, 9]);
    expect(news[0]!.subheading).toBe("<p>Sub <em>seven</em></p>");
    expect(news[1]!.subheading).toBeUndefined();
    expect(news[0]!.images.map((i) => i.url)).toEqual([
      `${fake.url}/uploads/n7a.png`,
      "https://cdn.example.com/n7b.png",
    ]);
    expect(news[2]!.images).toEqual([]);
    expect(news[2]!.date).toBeUndefined();
  });
});

describe("strapi source, transport", () => {
  it("fails with a StrapiError on a 500 and on a refused connection", async () => {
    fake = await startFakeStrapi({ version: "v5", ...sampleContent() });
    fake.failNext(1);
    await expect(source(fake.url).read("blogs")).rejects.toBeInstanceOf(StrapiError);
    const url = fake.url;
    await fake.close();
    fake = undefined;
    // The socket's own error, named once: not fetch's "fetch failed" wrapper, and no cause chain
    // for the log to print after it.
    const refused: unknown = await source(url)
      .read("blogs")
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    if (!(refused instanceof StrapiError)) throw new Error("expected a StrapiError");
    expect(refused.message).toMatch(
      /^Strapi request \/api\/northpeak-website-blogs failed: connect ECONNREFUSED/,
    );
    expect(refused.message).not.toContain("fetch failed");
    expect(refused.cause).toBeUndefined();
  });

  it.each(["v4", "v5"] as const)(
    "reads drafts only for the preview, the way Strapi %s asks for them",
    async (version) => {
      const draft = { ...sampleContent().blogs[0]!, id: 77, Title: "Unpublished thoughts" };
      fake = await startFakeStrapi({ version, ...sampleContent(), draftBlogs: [draft] });
      // The preview first, as after a restart: the version is learnt before drafts are asked for.
      const first = await source(fake.url).read("blogs", "preview");
      expect(first.map((post) => post.title)).toContain("Unpublished thoughts");
      const strapi = source(fake.url);
      const published = await strapi.read("blogs");
      expect(published.map((post) => post.title)).not.toContain("Unpublished thoughts");
      const preview = await strapi.read("blogs", "preview");
      expect(preview.map((post) => post.title)).toContain("Unpublished thoughts");
      const asked = fake.state.requests.at(-1)!.query;
      if (version === "v4") expect(asked).toContain("publicationState=preview");
      else expect(asked).toContain("status=draft");
    },
  );

  it("times out", async () => {
    const { createServer } = await import("node:http");
    const hang = createServer(() => {});
    await new Promise<void>((r) => hang.listen(0, "127.0.0.1", r));
    const port = (hang.address() as { port: number }).port;
    try {
      await expect(source(`http://127.0.0.1:${port}`, { timeoutMs: 200 }).read("blogs")).rejects.toThrow(
        /timed out after 200 ms/,
      );
    } finally {
      hang.closeAllConnections();
      hang.close();
    }
  });

  it("skips items it cannot show and reports them", async () => {
    const content = sampleContent();
    content.blogs[0] = { ...content.blogs[0]!, Title: "" };
    fake = await startFakeStrapi({ version: "v4", ...content });
    const skipped: unknown[] = [];
    const posts = await source(fake.url, { onInvalidItem: (_c, id) => skipped.push(id) }).read("blogs");
    expect(posts).toHaveLength(9);
    expect(skipped).toEqual([1]);
  });
});

describe("strapi shape helpers", () => {
  it("accepts v4 single media, v5 single media and null", () => {
    expect(mediaFiles({ data: { id: 1, attributes: { url: "/a.png" } } })).toEqual([
      { id: 1, url: "/a.png" },
    ]);
    expect(mediaFiles({ id: 2, url: "/b.png" })).toEqual([{ id: 2, url: "/b.png" }]);
    expect(mediaFiles({ data: null })).toEqual([]);
    expect(mediaFiles(null)).toEqual([]);
  });

  it("makes relative URLs absolute on the Strapi base, keeping a path prefix", () => {
    expect(absoluteMediaUrl("/uploads/x.png", "https://cms.example.com")).toBe(
      "https://cms.example.com/uploads/x.png",
    );
    expect(absoluteMediaUrl("/uploads/x.png", "https://example.com/cms/")).toBe(
      "https://example.com/cms/uploads/x.png",
    );
    expect(absoluteMediaUrl("https://cdn.example.com/x.png", "https://cms.example.com")).toBe(
      "https://cdn.example.com/x.png",
    );
    expect(absoluteMediaUrl("//cdn.example.com/x.png", "https://cms.example.com")).toBe(
      "https://cdn.example.com/x.png",
    );
  });

  it("renders Markdown rich text and falls back to publishedAt for a news date", () => {
    const post = toBlogPost(
      { id: 3, attributes: { Title: "T", Description: "Hello **world**" } },
      "https://c.example",
    );
    expect(post.description).toBe("<p>Hello <strong>world</strong></p>");
    const item = toNewsItem(
      { id: 4, Title: "N", Description: "<p>x</p>", publishedAt: "2025-02-02T00:00:00Z" },
      "https://c.example",
    );
    expect(item.date).toBe("2025-02-02T00:00:00Z");
  });

  it("keys an entry by Strapi 5's documentId, which survives edits, else by Strapi 4's id", () => {
    const v5 = toBlogPost(
      { id: 62, documentId: "f4poi207t5a4wjkb3ao2btx2", Title: "T", Description: "x" },
      "https://c.example",
    );
    expect([v5.id, v5.key]).toEqual([62, "f4poi207t5a4wjkb3ao2btx2"]);
    const v4 = toNewsItem({ id: 4, attributes: { Title: "N", Description: "x" } }, "https://c.example");
    expect([v4.id, v4.key]).toEqual([4, "4"]);
    // A documentId that cannot go into a path as it is falls back to the id.
    const odd = toBlogPost({ id: 5, documentId: "../x", Title: "T", Description: "x" }, "https://c.example");
    expect(odd.key).toBe("5");
  });
});
