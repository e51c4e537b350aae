import { describe, expect, it } from "vitest";
import { SEO_DESCRIPTION } from "~/lib/excerpt.server";
import { allCollections } from "./collection-descriptors";
import {
  blogParts,
  collectionParts,
  type CollectionParts,
  newsParts,
  type ServedCollection,
  serveCollection,
} from "./collection-parts.server";
import type { BlogPost, NewsItem } from "./types";

/** Each collection served from a fixed list, so the same tests run for every collection. */
function fixed<Item extends { id: number; key: string; title: string }>(
  parts: CollectionParts<Item>,
  make: (body: string) => Item,
  /** The text of the item before its body: the subheading, where it has one. */
  textBeforeBody: string,
) {
  return {
    key: parts.collection.key,
    /** The stable key of the fixture's item. */
    itemKey: make("").key,
    textBeforeBody,
    parts,
    serve: (body: string, formerKeys: Record<number, string> = {}): ServedCollection =>
      serveCollection(parts, {
        read: async () => [make(body)],
        formerKey: async (id) => formerKeys[id],
      }),
  };
}

/** What the fixtures of both collections share: one item, numbered 63, under a Strapi 5 key. */
const shared = (key: string, description: string) => ({
  id: 63,
  key,
  title: "Rates",
  description,
  images: [],
});

const blogs = fixed(blogParts, (body): BlogPost => ({ ...shared("b5doc", body), author: "Mika Tanaka" }), "");

const news = fixed(
  newsParts,
  (body): NewsItem => ({ ...shared("n5doc", body), subheading: "<p>Rates spread.</p>", date: "2025-10-21" }),
  "Rates spread. ",
);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A body whose 150th character is an emoji: two UTF-16 units that only a cut by code points keeps whole. */
const emojiAtTheCut = (prefix: number) =>
  `<p>${"a".repeat(SEO_DESCRIPTION - 1 - prefix)}😀 and more words after it.</p>`;

describe.each([blogs, news])("the $key collection's pages", ({ serve, itemKey, textBeforeBody }) => {
  it("describes an item, on its page and in its feed, with the first 150 characters of its text", async () => {
    const served = serve(`<p>Body words, ${"w".repeat(200)}</p>`);
    const expected = `${textBeforeBody}Body words, ${"w".repeat(200)}`.slice(0, SEO_DESCRIPTION);
    expect((await served.find("63", "published"))?.description).toBe(expected);
    expect((await served.feedItems())[0]?.description).toBe(expected);
  });

  it("describes an item in its feed with the words of its page's description", async () => {
    for (const body of ["<p>A short body.</p>", emojiAtTheCut(0), emojiAtTheCut(42), "<p>x</p>".repeat(90)]) {
      const served = serve(body);
      const [feedItem] = await served.feedItems();
      const page = await served.find("63", "published");
      expect(feedItem!.description, body).toBe(page!.description);
    }
  });

  it("cuts a feed item's description at 150 characters, never inside one", async () => {
    for (const prefix of [0, 1, 42]) {
      const [feedItem] = await serve(emojiAtTheCut(prefix)).feedItems();
      expect(feedItem!.description).not.toMatch(LONE_SURROGATE);
      expect(Array.from(feedItem!.description).length).toBeLessThanOrEqual(SEO_DESCRIPTION);
    }
  });

  it("links a feed item to the item's own page, under a guid of its stable key", async () => {
    const served = serve("<p>Body</p>");
    const [feedItem] = await served.feedItems();
    const page = await served.find("63", "published");
    expect(feedItem!.path).toBe(page!.path);
    expect(feedItem!.guid).toBe(`northpeak:${served.collection.key}:${itemKey}`);
  });

  it("finds an item by its key, its numeric id or an id it once had, at its one path", async () => {
    const served = serve("<p>Body</p>", { 12: itemKey });
    const byKey = await served.find(itemKey, "published");
    expect(byKey?.path).toMatch(new RegExp(`^/${served.collection.key}/${itemKey}(/|$)`));
    for (const other of ["63", "12"])
      expect((await served.find(other, "published"))?.path, other).toBe(byKey!.path);
    expect(await served.find("64", "published")).toBeUndefined();
  });

  it("gives the sitemap each item's own path and the date its feed gives", async () => {
    const served = serve("<p>Body</p>");
    const [feedItem] = await served.feedItems();
    expect(await served.links()).toEqual([{ path: feedItem!.path, date: feedItem!.date }]);
  });

  it("finds the entry a preview link names by its key or its id now, never by an id it once had", async () => {
    const served = serve("<p>Body</p>", { 12: itemKey });
    const own = (await served.find(itemKey, "preview"))!.path;
    expect(await served.previewPath(itemKey)).toBe(own);
    expect(await served.previewPath("63")).toBe(own);
    expect(await served.previewPath("12")).toBeUndefined();
  });

  it("answers its published JSON with the CMS's shape", async () => {
    const served = serve("<p>Body</p>");
    const response = await served.json(new Request("http://site.test/api"));
    const body = (await response.json()) as { data: { id: number; attributes: Record<string, unknown> }[] };
    expect(body.data).toHaveLength(1);
    expect(body.data[0]!.id).toBe(63);
    expect(body.data[0]!.attributes).toMatchObject({ Description: "<p>Body</p>", Image: [] });
    expect(response.headers.get("ETag")).toBeTruthy();
  });
});

describe("the collections' parts", () => {
  it("hold every collection's own parts, by its key", () => {
    for (const { key } of allCollections) expect(collectionParts[key].collection.key).toBe(key);
  });
});

describe("what differs between the collections", () => {
  it("a blog list has a trending side list, a news list does not", async () => {
    expect((await blogs.serve("<p>b</p>").list("published")).trending).toHaveLength(1);
    expect((await news.serve("<p>n</p>").list("published")).trending).toBeUndefined();
  });

  it("a blog post's page names its author, a news item's its posting date and subheading", async () => {
    const post = await blogs.serve("<p>b</p>").find("63", "published");
    expect(post?.article.byline).toBe("By Mika Tanaka");
    expect(post?.structured).toMatchObject({ type: "Article", author: "Mika Tanaka" });
    const item = await news.serve("<p>n</p>").find("63", "published");
    expect(item?.article.dateLine).toBe("Posted on: Oct 21, 2025");
    expect(item?.article.subheadingHtml).toContain("Rates spread.");
    expect(item?.structured).toMatchObject({ type: "NewsArticle", author: null });
  });

  it("the JSON names each collection's own attributes", async () => {
    const attributes = async (served: ServedCollection) =>
      Object.keys(
        (
          (await (await served.json(new Request("http://site.test/api"))).json()) as {
            data: { attributes: object }[];
          }
        ).data[0]!.attributes,
      ).sort();
    expect(await attributes(blogs.serve("<p>b</p>"))).toEqual(
      ["Author", "Description", "Image", "Title", "Updated", "publishedAt", "updatedAt"].sort(),
    );
    expect(await attributes(news.serve("<p>n</p>"))).toEqual([
      "Date",
      "Description",
      "Image",
      "Subheading",
      "Title",
    ]);
  });
});
