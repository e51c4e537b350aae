import { describe, expect, it } from "vitest";
import { SEO_DESCRIPTION } from "~/lib/excerpt.server";
import { allArticles } from "./collection-descriptors";
import {
  blogParts,
  collectionParts,
  imageView,
  type CollectionParts,
  newsParts,
  type ServedCollection,
  serveCollection,
} from "./collection-parts.server";
import type { BlogPost, NewsItem } from "./types";
import { sortItems } from "./item-order.server";

/** A collection served from a fixed list of items. */
const serveList = <Item extends BlogPost | NewsItem>(parts: CollectionParts<Item>, items: Item[]) =>
  serveCollection(parts, { read: async () => items, formerKey: async () => undefined });

/** Each collection served from a fixed list, so the same tests run for every collection. */
function fixed<Item extends BlogPost | NewsItem>(
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
const shared = (key: string, description: string): BlogPost & NewsItem => ({
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

describe.each([blogs, news])("the $key collection's pages", ({ serve, itemKey, textBeforeBody }) => {
  it("describes an item, on its page and in its feed, with the first 150 characters of its text", async () => {
    const served = serve(`<p>Body words, ${"w".repeat(200)}</p>`);
    const expected = `${textBeforeBody}Body words, ${"w".repeat(200)}`.slice(0, SEO_DESCRIPTION);
    expect((await served.find("63", "published"))?.description).toBe(expected);
    expect((await served.feedItems())[0]?.description).toBe(expected);
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
});

describe("the collections' parts", () => {
  it("hold every collection's own parts, by its key", () => {
    for (const { key } of allArticles) expect(collectionParts[key].collection.key).toBe(key);
  });
});

describe("what differs between the collections", () => {
  it("a blog list has a trending side list of titles cut at 60, a news list does not", async () => {
    const served = serveList(blogParts, [{ ...shared("b5doc", "<p>b</p>"), title: "t".repeat(70) }]);
    expect((await served.list("published")).trending?.map((item) => item.text)).toEqual([
      `${"t".repeat(60)}...`,
    ]);
    expect((await news.serve("<p>n</p>").list("published")).trending).toBeUndefined();
  });

  it("a blog card shows its short date and 100 characters of text, a news card no text", async () => {
    const post = {
      ...shared("7", `<p>${"x".repeat(120)}</p>`),
      id: 7,
      title: "Hello, World!",
      updated: "2025-03-04",
    };
    const served = serveList(blogParts, [post]);
    const [card] = (await served.list("published")).cards;
    expect(card).toMatchObject({ href: "/blogs/7/hello-world", dateLabel: "Mar 4, 2025", image: null });
    expect(card?.excerpt).toBe(`${"x".repeat(100)}...`);
    expect((await news.serve("<p>n</p>").list("published")).cards[0]?.excerpt).toBeUndefined();
  });

  it("a news item's page shows its second image, its card the first", async () => {
    const image = (url: string) => ({ url, alt: "", width: 1600, height: 900 });
    const item: NewsItem = { ...shared("3", "<p>x</p>"), id: 3, images: [image("/a.png"), image("/b.png")] };
    const served = serveList(newsParts, [item]);
    expect((await served.list("published")).cards[0]?.image?.src).toBe("/a.png");
    expect((await served.find("3", "published"))?.article.leadImage?.src).toBe("/b.png");
  });

  it("a blog post without an author is the company's", async () => {
    const served = serveList(blogParts, [shared("b5doc", "<p>b</p>")]);
    const page = await served.find("b5doc", "published");
    expect(page?.article.byline).toBe("By Northpeak Admin");
    expect(page?.structured.author).toBeNull();
  });

  it("lists blogs by Updated, then updatedAt, then publishedAt, news by Date; ties by id, undated last", () => {
    const post = (over: Partial<BlogPost> & { id: number }): BlogPost => ({
      ...shared(String(over.id), ""),
      ...over,
    });
    const posts = [
      post({ id: 1, updated: "2025-01-01" }),
      post({ id: 2, updatedAt: "2025-03-01T00:00:00Z" }),
      post({ id: 3, publishedAt: "2025-02-01T00:00:00Z" }),
      post({ id: 4 }),
      post({ id: 5, updated: "2025-01-01", updatedAt: "2026-01-01T00:00:00Z" }),
    ];
    expect(sortItems("blogs", posts).map((p) => p.id)).toEqual([2, 3, 5, 1, 4]);
    const item = (id: number, date?: string): NewsItem => ({ ...shared(String(id), ""), id, date });
    expect(
      sortItems("news", [item(1, "2025-01-01"), item(2), item(3, "2025-05-01")]).map((i) => i.id),
    ).toEqual([3, 1, 2]);
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

  it("answers each collection's JSON in the CMS's shape, with its own attributes and an ETag", async () => {
    /** The collection's one item as its JSON gives it (the answer tagged), and its attributes' names. */
    const itemOf = async (served: ServedCollection) => {
      const response = await served.json(new Request("http://site.test/api"));
      expect(response.headers.get("ETag")).toBeTruthy();
      const { data } = (await response.json()) as { data: { id: number; attributes: object }[] };
      expect(data).toHaveLength(1);
      return { ...data[0]!, names: Object.keys(data[0]!.attributes).sort() };
    };
    const post = await itemOf(blogs.serve("<p>Body</p>"));
    expect(post.id).toBe(63);
    expect(post.attributes).toMatchObject({ Description: "<p>Body</p>", Image: [] });
    const blogNames = ["Author", "Description", "Image", "Title", "Updated", "publishedAt", "updatedAt"];
    expect(post.names).toEqual(blogNames);
    const item = await itemOf(news.serve("<p>n</p>"));
    expect(item.names).toEqual(["Date", "Description", "Image", "Subheading", "Title"]);
  });
});

describe("imageView", () => {
  const image = {
    url: "https://cms.example.com/uploads/a.png",
    alt: "",
    width: 1600,
    height: 900,
    medium: { url: "https://cms.example.com/uploads/medium_a.png", width: 750, height: 422 },
    large: { url: "https://cms.example.com/uploads/large_a.png", width: 1000, height: 563 },
  };

  it("builds a srcset from the medium and large formats and the original", () => {
    const view = imageView(image, "Fallback alt", "100vw");
    expect(view).toEqual({
      src: "https://cms.example.com/uploads/large_a.png",
      srcSet:
        "https://cms.example.com/uploads/medium_a.png 750w, https://cms.example.com/uploads/large_a.png 1000w, https://cms.example.com/uploads/a.png 1600w",
      sizes: "100vw",
      alt: "Fallback alt",
      width: 1600,
      height: 900,
    });
  });

  it("omits srcset when every format is the same file, and gives null for no image", () => {
    const same = {
      url: "/a.svg",
      alt: "A",
      medium: { url: "/a.svg", width: 750 },
      large: { url: "/a.svg", width: 1000 },
    };
    expect(imageView(same, "", "100vw")?.srcSet).toBeUndefined();
    expect(imageView(undefined, "", "100vw")).toBeNull();
  });

  it("drops a srcset candidate whose URL decodeURI rejects instead of failing the whole view", () => {
    const stray = { ...image, medium: { url: "https://cms.example.com/uploads/100%_a.png", width: 750 } };
    expect(imageView(stray, "", "100vw")?.srcSet).toBe(
      "https://cms.example.com/uploads/large_a.png 1000w, https://cms.example.com/uploads/a.png 1600w",
    );
    const onlyOneLeft = {
      url: "/uploads/50%.png",
      alt: "",
      width: 1600,
      large: { url: "/uploads/%E0%A4%A.png", width: 1000 },
    };
    expect(imageView(onlyOneLeft, "", "100vw")).toMatchObject({ src: "/uploads/%E0%A4%A.png" });
    expect(imageView(onlyOneLeft, "", "100vw")?.srcSet).toBeUndefined();
  });

  it("percent-encodes srcset URLs once", () => {
    const spaced = {
      ...image,
      medium: { url: "https://cms.example.com/uploads/my photo%20x.png", width: 750 },
    };
    expect(imageView(spaced, "", "100vw")?.srcSet).toMatch(
      /^https:\/\/cms\.example\.com\/uploads\/my%20photo%20x\.png 750w, /,
    );
  });
});
