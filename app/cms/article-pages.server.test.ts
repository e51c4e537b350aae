import { createStaticHandler } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SEO_DESCRIPTION } from "~/lib/excerpt.server";
import routes from "~/routes";
import type { ServedCollection } from "./article-pages.server";
import { sortItems } from "./item-order.server";
import { allArticles, detailPath, fillPattern } from "./collection-descriptors";
import type { ArticleKind, BlogPost, ItemOf, NewsItem } from "./types.server";

/** What the content service reads in these tests: the items, the ids they once had, or an outage. */
const content = vi.hoisted(() => ({
  items: [] as object[],
  formerKeys: {} as Record<number, string>,
  down: false,
}));
vi.mock("./content-service.server", async () => {
  const { ContentUnavailableError } = await import("./types.server");
  return {
    readItems: async () => {
      if (content.down) throw new ContentUnavailableError("strapi down");
      return content.items;
    },
    formerNames: { keyOf: async (_kind: string, id: number) => content.formerKeys[id] },
  };
});

// Loaded afresh, so it reads the stand-in above even when another file of the worker loaded it first.
vi.resetModules();
const { imageView, serveCollection, servedOfPattern } = await import("./article-pages.server");

/** A collection served from a fixed list of items. */
function serveList<K extends ArticleKind>(
  kind: K,
  items: ItemOf<K>[],
  formerKeys: Record<number, string> = {},
) {
  Object.assign(content, { items, formerKeys, down: false });
  return serveCollection(kind);
}

/** Each collection served from a fixed list, so the same tests run for every collection. */
function fixed<K extends ArticleKind>(
  kind: K,
  make: (body: string) => ItemOf<K>,
  /** The text of the item before its body: the subheading, where it has one. */
  textBeforeBody: string,
) {
  return {
    kind,
    /** The stable key of the fixture's item. */
    itemKey: make("").key,
    textBeforeBody,
    serve: (body: string, formerKeys: Record<number, string> = {}): ServedCollection =>
      serveList(kind, [make(body)], formerKeys),
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

const blogs = fixed("blogs", (body): BlogPost => ({ ...shared("b5doc", body), author: "Mika Tanaka" }), "");

const news = fixed(
  "news",
  (body): NewsItem => ({ ...shared("n5doc", body), subheading: "<p>Rates spread.</p>", date: "2025-10-21" }),
  "Rates spread. ",
);

/** What a loader gets for a page of the site. */
function visit(path: string, params: Record<string, string> = {}) {
  const url = new URL(path, "http://site.test");
  return { request: new Request(url), url, params };
}

/** A list page's loader data, when the list can be read. */
async function listOf(served: ServedCollection) {
  const { data } = await served.listPage(visit("/list"));
  if (data.status !== "ok") throw new Error("the list is unavailable");
  return data;
}

describe.each([blogs, news])("the $kind collection's pages", ({ serve, itemKey, textBeforeBody }) => {
  it("describes an item, on its page and in its feed, with the first 150 characters of its text", async () => {
    const served = serve(`<p>Body words, ${"w".repeat(200)}</p>`);
    const expected = `${textBeforeBody}Body words, ${"w".repeat(200)}`.slice(0, SEO_DESCRIPTION);
    expect((await served.find("63", "published"))?.description).toBe(expected);
    expect(await (await served.feed()).text()).toContain(`<description>${expected}</description>`);
  });

  it("links a feed item to the item's own page, under a guid of its stable key", async () => {
    const served = serve("<p>Body</p>");
    const feed = await served.feed();
    expect(feed.headers.get("content-type")).toMatch(/application\/rss\+xml/);
    const xml = await feed.text();
    const page = await served.find("63", "published");
    expect(xml).toContain(`${page!.path}</link>`);
    expect(xml).toContain(`<guid isPermaLink="false">northpeak:${served.collection.key}:${itemKey}</guid>`);
  });

  it("finds an item by its key, its numeric id or an id it once had, at its one path", async () => {
    const served = serve("<p>Body</p>", { 12: itemKey });
    const byKey = await served.find(itemKey, "published");
    expect(byKey?.path).toMatch(new RegExp(`^/${served.collection.key}/${itemKey}(/|$)`));
    for (const other of ["63", "12"])
      expect((await served.find(other, "published"))?.path, other).toBe(byKey!.path);
    expect(await served.find("64", "published")).toBeUndefined();
    expect((await served.detailPage(visit("/x/64", { id: "64" }))).init?.status).toBe(404);
  });
});

describe("what differs between the collections", () => {
  it("a blog list has a trending side list of titles cut at 60 characters, a news list does not", async () => {
    const titled = (title: string) => ({ ...shared("b5doc", "<p>b</p>"), title });
    const served = serveList("blogs", [titled("t".repeat(70)), titled("😀".repeat(60))]);
    const trending = (await listOf(served)).trending?.map((item) => item.text);
    expect(trending).toEqual([`${"t".repeat(60)}...`, "😀".repeat(60)]);
    expect((await listOf(news.serve("<p>n</p>"))).trending).toBeUndefined();
  });

  it("a blog card shows its short date and 100 characters of text, a news card no text", async () => {
    const post = {
      ...shared("7", `<p>${"&amp;".repeat(120)}</p>`),
      id: 7,
      title: "Hello, World!",
      updated: "2025-03-04",
    };
    const [card] = (await listOf(serveList("blogs", [post]))).cards;
    expect(card).toMatchObject({ href: "/blogs/7/hello-world", dateLabel: "Mar 4, 2025", image: null });
    expect(card?.excerpt).toBe(`${"&".repeat(100)}...`);
    expect((await listOf(news.serve("<p>n</p>"))).cards[0]?.excerpt).toBeUndefined();
  });

  it("a news item's page shows its second image, its card the first", async () => {
    const image = (url: string) => ({ url, alt: "", width: 1600, height: 900 });
    const item: NewsItem = { ...shared("3", "<p>x</p>"), id: 3, images: [image("/a.png"), image("/b.png")] };
    const served = serveList("news", [item]);
    expect((await listOf(served)).cards[0]?.image?.src).toBe("/a.png");
    expect((await served.find("3", "published"))?.article.leadImage?.src).toBe("/b.png");
  });

  it("a blog post without an author is the company's", async () => {
    const served = serveList("blogs", [shared("b5doc", "<p>b</p>")]);
    const page = await served.find("b5doc", "published");
    expect(page?.article.byline).toBe("By Northpeak Admin");
    expect(page?.structured.author).toBeNull();
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
      const response = await served.json(new Request("http://site.test/api"), served.collection.apiName);
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

describe("while the source is down and nothing is kept", () => {
  beforeEach(() => {
    content.down = true;
  });
  const down = serveCollection("blogs");

  it("an item page answers 503 with Retry-After, so crawlers retry instead of dropping the URL", async () => {
    const { init } = await down.detailPage(visit("/blogs/9/x", { id: "9" }));
    expect(init?.status).toBe(503);
    expect(new Headers(init?.headers).get("Retry-After")).toBe("60");
  });

  it("the feed is a plain, uncached 503", async () => {
    const feed = await down.feed();
    expect(feed.status).toBe(503);
    expect(feed.headers.get("cache-control")).toBe("no-store");
    expect(feed.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});

/** An item whose key (a Strapi 5 documentId) is not its numeric id, with a non-Latin title. */
const item = { key: "f4poi207t5a4wjkb3ao2btx2", title: "東京 オフィス: a new floor" };

/** The route pattern React Router gives the loader matched for a path, under a root route. */
async function routerPatternOf(path: string): Promise<string> {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "",
      children: routes.map((route) => ({
        id: route.id,
        path: route.path,
        index: route.index,
        loader: ({ pattern }: { pattern: string }) => pattern,
      })),
    },
  ]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const leaf = context.matches.at(-1)?.route.id ?? "";
  return String(context.loaderData[leaf]);
}

describe("the collection of a loader's pattern", () => {
  it.each(allArticles.map((collection) => [collection.key, collection] as const))(
    "%s: is found for its pages and documents, by the pattern the router gives their loaders",
    async (_key, collection) => {
      const { list, feed, json } = collection.routes;
      const spellings = [
        detailPath(collection, item),
        list.toUpperCase(),
        `${list}/`,
        feed,
        fillPattern(json, { collection: collection.apiName }),
      ];
      for (const path of spellings) {
        const pattern = await routerPatternOf(path);
        expect(servedOfPattern(pattern).collection.key, `${path} (${pattern})`).toBe(collection.key);
      }
    },
  );

  it("is none for the pattern of another page", () => {
    expect(() => servedOfPattern("our-team")).toThrow(/No content route/);
  });
});

describe("the order of the collections' lists", () => {
  it("lists blogs by Updated, then updatedAt, then publishedAt, news by Date; ties by id, undated last", () => {
    const untitled = (id: number) => ({ id, key: String(id), title: "t", description: "", images: [] });
    const post = (over: Partial<BlogPost> & { id: number }): BlogPost => ({ ...untitled(over.id), ...over });
    const posts = [
      post({ id: 1, updated: "2025-01-01" }),
      post({ id: 2, updatedAt: "2025-03-01T00:00:00Z" }),
      post({ id: 3, publishedAt: "2025-02-01T00:00:00Z" }),
      post({ id: 4 }),
      post({ id: 5, updated: "2025-01-01", updatedAt: "2026-01-01T00:00:00Z" }),
    ];
    expect(sortItems("blogs", posts).map((p) => p.id)).toEqual([2, 3, 5, 1, 4]);
    const item = (id: number, date?: string): NewsItem => ({ ...untitled(id), date });
    expect(
      sortItems("news", [item(1, "2025-01-01"), item(2), item(3, "2025-05-01")]).map((i) => i.id),
    ).toEqual([3, 1, 2]);
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
