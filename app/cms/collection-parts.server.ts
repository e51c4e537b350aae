import type { z } from "zod";
import { sortByDateDesc } from "~/lib/dates";
import { brand } from "~/site/brand";
import { contentCopy } from "~/site/pages/content";
import { perList } from "./cache.server";
import { type Collection, collections, detailPath } from "./collection-descriptors";
import { jsonWithEtag } from "./http.server";
import { findItem } from "./page-data.server";
import type { FeedItem } from "./rss";
import { apiResponse, blogAttributes, newsAttributes } from "./serialize.server";
import {
  type BlogPost,
  blogLastUpdated,
  blogPostSchema,
  type CollectionKind,
  type ContentView,
  type ItemOf,
  type NewsItem,
  newsItemSchema,
} from "./types";
import type { ContentCardView, DetailPageView, TrendingView } from "./views";
import {
  blogCard,
  blogDescription,
  blogDetail,
  newsCard,
  newsDescription,
  newsDetail,
  trendingItem,
} from "./views.server";

/**
 * Per-collection server parts: item schema and order, and how an item becomes a card, a detail page,
 * a feed item and a JSON entry. Routes see every collection through the same ServedCollection.
 */

/** The trending list of a blog list shows the 5 most recently updated posts. */
export const TRENDING_COUNT = 5;

type ContentItem = { id: number; key: string; title: string };

/** How one collection's items become what its pages show. */
export type CollectionParts<Item extends ContentItem> = {
  collection: Collection;
  /** Validates a list restored from the database before it is served. */
  schema: z.ZodType<Item>;
  /** Newest first, as list pages, feed and JSON show them. */
  sort(items: readonly Item[]): Item[];
  card(item: Item): ContentCardView;
  /** The list's side list of its newest items, where it has one. */
  trending?: (item: Item) => TrendingView;
  detail(item: Item): Omit<DetailPageView, "description">;
  /** The item's description for the page, link previews and the feed. */
  description(item: Item): string;
  /** The date a feed gives the item. */
  date(item: Item): string | undefined;
  author?: (item: Item) => string;
  /** The item's attributes in the JSON API. */
  attributes(item: Item): Record<string, unknown>;
};

/** A list page's view of a collection. */
export type ListView = { status: "ok"; cards: ContentCardView[]; trending?: TrendingView[] };

/** A detail page's view of an item, at the item's own path. */
export type FoundPage = DetailPageView & { path: string };

export type ServedCollection = {
  collection: Collection;
  /** The list page's view; computed once per list the content cache holds. */
  list(view: ContentView): Promise<ListView>;
  /** The page of the item a detail URL's id names (its key, or a current or former id). */
  find(rawId: string, view: ContentView): Promise<FoundPage | undefined>;
  feedItems(): Promise<FeedItem[]>;
  /** Every published item's own path and date: the sitemap's entries. */
  links(): Promise<{ path: string; date: string | undefined }[]>;
  /** The path of the entry the CMS's preview link names, drafts included; former ids are not matched. */
  previewPath(rawId: string): Promise<string | undefined>;
  /** The collection's JSON with an ETag (304 when the client has it). */
  json(request: Request): Promise<Response>;
};

/** Where a collection's items come from. */
export type CollectionSource<Item> = {
  /** The items a page shows (drafts too in the editors' preview), sorted as the list shows them. */
  read(view: ContentView): Promise<Item[]>;
  /** The stable key of the item that once had this numeric id, if any did. */
  formerKey(numericId: number): Promise<string | undefined>;
};

export function serveCollection<Item extends ContentItem>(
  parts: CollectionParts<Item>,
  source: CollectionSource<Item>,
): ServedCollection {
  const { collection } = parts;
  const listView = perList(
    (items: Item[]): ListView => ({
      status: "ok",
      cards: items.map(parts.card),
      ...(parts.trending ? { trending: items.slice(0, TRENDING_COUNT).map(parts.trending) } : {}),
    }),
  );
  return {
    collection,
    list: async (view) => listView(await source.read(view)),
    async find(rawId, view) {
      const item = await findItem(await source.read(view), rawId, source.formerKey);
      if (!item) return undefined;
      return {
        ...parts.detail(item),
        description: parts.description(item),
        path: detailPath(collection, item),
      };
    },
    async feedItems() {
      const items = await source.read("published");
      return items.map((item) => ({
        title: item.title,
        path: detailPath(collection, item),
        guid: feedGuid(brand.productKey, collection.key, item),
        date: parts.date(item),
        author: parts.author?.(item),
        description: parts.description(item),
      }));
    },
    async links() {
      const items = await source.read("published");
      return items.map((item) => ({ path: detailPath(collection, item), date: parts.date(item) }));
    },
    async previewPath(rawId) {
      const item = await findItem(await source.read("preview"), rawId, noFormerIds);
      return item && detailPath(collection, item);
    },
    async json(request) {
      const items = await source.read("published");
      return jsonWithEtag(request, items, () => apiResponse(items, parts.attributes));
    },
  };
}

const noFormerIds = async () => undefined;

/** An item's feed guid: its collection and stable key under the site's product key, never a link. */
export const feedGuid = (productKey: string, collection: string, item: { key: string }) =>
  `${productKey}:${collection}:${item.key}`;

const blogCopy = contentCopy.blogs;

/** Blogs: most recently updated first. */
export function sortBlogs(posts: readonly BlogPost[]): BlogPost[] {
  return sortByDateDesc(posts, blogLastUpdated);
}

/** News: newest Date first. */
export function sortNews(items: readonly NewsItem[]): NewsItem[] {
  return sortByDateDesc(items, (item) => item.date);
}

export const blogParts: CollectionParts<BlogPost> = {
  collection: collections.blogs,
  schema: blogPostSchema,
  sort: sortBlogs,
  card: blogCard,
  trending: trendingItem,
  detail(post) {
    const view = blogDetail(post, brand.adminLabel);
    return {
      article: {
        title: view.title,
        byline: `${blogCopy.byLabel} ${view.author}`,
        date: view.date,
        dateLine: view.dateLabel ? `${blogCopy.updatedLabel} ${view.dateLabel}` : undefined,
        leadImage: view.banner,
        bodyHtml: view.bodyHtml,
        trailingImage: view.secondImage,
      },
      shareImage: view.shareImage,
      structured: {
        type: "Article",
        image: view.banner,
        published: view.published,
        modified: view.modified,
        author: view.author === brand.adminLabel ? null : view.author,
      },
    };
  },
  description: blogDescription,
  date: blogLastUpdated,
  author: (post) => post.author ?? brand.adminLabel,
  attributes: blogAttributes,
};

export const newsParts: CollectionParts<NewsItem> = {
  collection: collections.news,
  schema: newsItemSchema,
  sort: sortNews,
  card: newsCard,
  detail(item) {
    const view = newsDetail(item);
    return {
      article: {
        title: view.title,
        subheadingHtml: view.subheadingHtml,
        date: view.date,
        dateLine: `${contentCopy.news.postedOn} ${view.dateLabel}`,
        leadImage: view.image,
        bodyHtml: view.bodyHtml,
      },
      shareImage: view.shareImage,
      structured: {
        type: "NewsArticle",
        image: view.image,
        published: view.date,
        modified: null,
        author: null,
      },
    };
  },
  description: newsDescription,
  date: (item) => item.date,
  attributes: newsAttributes,
};

/** Every collection's parts, by its key. */
export const collectionParts: { readonly [K in CollectionKind]: CollectionParts<ItemOf<K>> } = {
  blogs: blogParts,
  news: newsParts,
};
