/**
 * Per-collection server parts: item schema and order, and how an item becomes a detail page, a feed
 * item and a JSON entry. Routes see every collection through the same ServedCollection.
 */
import { formatShortDate } from "~/lib/dates";
import { BLOG_CARD_EXCERPT, excerpt, seoDescription, TRENDING_EXCERPT } from "~/lib/excerpt.server";
import { brand } from "~/site/brand";
import { contentCopy } from "~/site/pages/content";
import { perList } from "./cache.server";
import { type ArticleCollection, articles, detailPath } from "./collection-descriptors";
import { encodeJson, jsonWithEtag } from "./http.server";
import { findItem } from "./page-data.server";
import type { FeedItem } from "./rss";
import { blogAttributes, newsAttributes } from "./serialize.server";
import {
  type ArticleKind,
  type BlogPost,
  blogLastUpdated,
  type ContentItem,
  type ContentView,
  type ItemOf,
  type NewsItem,
} from "./types";
import type { ContentCardView, DetailPageView, TrendingView } from "./views";
import { BANNER_SIZES, CARD_SIZES, imageView, shareImageOf } from "./views.server";

/** The trending list of a blog list shows the 5 most recently updated posts. */
const TRENDING_COUNT = 5;

/** How one collection's items become what its pages show. */
export type CollectionParts<Item extends ContentItem> = {
  collection: ArticleCollection;
  /** The date its card, feed and sitemap give the item; lists show the newest first. */
  date(item: Item): string | undefined;
  /** Cards show the start of the item's text; the list has a side list of its newest items. */
  cardExcerpt?: boolean;
  trending?: boolean;
  detail(item: Item): Omit<DetailPageView, "description">;
  /** The item's description for the page, link previews and the feed. */
  description(item: Item): string;
  author?: (item: Item) => string;
  /** The item's attributes in the JSON API. */
  attributes(item: Item): Record<string, unknown>;
};

/** A list page's view of a collection. */
type ListView = { status: "ok"; cards: ContentCardView[]; trending?: TrendingView[] };

/** A detail page's view of an item, at the item's own path. */
type FoundPage = DetailPageView & { path: string };

export type ServedCollection = {
  collection: ArticleCollection;
  /** The list page's view; computed once per list the content cache holds. */
  list(view: ContentView): Promise<ListView>;
  /** The page of the item a detail URL's id names (its key, or a current or former id). */
  find(rawId: string, view: ContentView): Promise<FoundPage | undefined>;
  feedItems(): Promise<FeedItem[]>;
  /** The collection's JSON with an ETag (304 when the client has it). */
  json(request: Request): Promise<Response>;
};

/** Where a collection's items come from. */
type CollectionSource<Item> = {
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
  const path = (item: Item) => detailPath(collection, item);
  const card = (item: Item): ContentCardView => ({
    id: item.id,
    href: path(item),
    title: item.title,
    date: parts.date(item) ?? null,
    dateLabel: formatShortDate(parts.date(item)),
    ...(parts.cardExcerpt ? { excerpt: excerpt(item.description, BLOG_CARD_EXCERPT) } : {}),
    image: imageView(item.images[0], "", CARD_SIZES),
  });
  const trending = (item: Item): TrendingView => ({
    href: path(item),
    text: excerpt(item.title, TRENDING_EXCERPT),
    date: parts.date(item) ?? null,
    dateLabel: formatShortDate(parts.date(item)),
  });
  const listView = perList(
    (items: Item[]): ListView => ({
      status: "ok",
      cards: items.map(card),
      ...(parts.trending ? { trending: items.slice(0, TRENDING_COUNT).map(trending) } : {}),
    }),
  );
  const encodedJson = perList((items: Item[]) =>
    encodeJson({ data: items.map((item) => ({ id: item.id, attributes: parts.attributes(item) })) }),
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
        path: path(item),
      };
    },
    async feedItems() {
      const items = await source.read("published");
      return items.map((item) => ({
        title: item.title,
        path: path(item),
        // The stable key, never a link, so a changed title or Strapi 5 id is not a new item.
        guid: `${brand.productKey}:${collection.key}:${item.key}`,
        date: parts.date(item),
        author: parts.author?.(item),
        description: parts.description(item),
      }));
    },
    json: async (request) => jsonWithEtag(request, encodedJson(await source.read("published"))),
  };
}

const blogCopy = contentCopy.blogs;

export const blogParts: CollectionParts<BlogPost> = {
  collection: articles.blogs,
  date: blogLastUpdated,
  cardExcerpt: true,
  trending: true,
  detail(post) {
    const author = post.author ?? brand.adminLabel;
    const date = blogLastUpdated(post) ?? null;
    const dateLabel = formatShortDate(date);
    const banner = imageView(post.images[0], post.title, BANNER_SIZES);
    return {
      article: {
        title: post.title,
        byline: `${blogCopy.byLabel} ${author}`,
        date,
        dateLine: dateLabel ? `${blogCopy.updatedLabel} ${dateLabel}` : undefined,
        leadImage: banner,
        bodyHtml: post.description,
        trailingImage: imageView(post.images[1], "", BANNER_SIZES),
      },
      shareImage: shareImageOf(post.images[0]),
      structured: {
        type: "Article",
        image: banner,
        published: post.publishedAt ?? null,
        modified: date,
        author: author === brand.adminLabel ? null : author,
      },
    };
  },
  description: (post) => seoDescription(post.description, post.title),
  author: (post) => post.author ?? brand.adminLabel,
  attributes: blogAttributes,
};

export const newsParts: CollectionParts<NewsItem> = {
  collection: articles.news,
  date: (item) => item.date,
  detail(item) {
    // The detail shows the item's second image (the first is the card's); else the first.
    const image = imageView(item.images[1] ?? item.images[0], item.title, BANNER_SIZES);
    return {
      article: {
        title: item.title,
        subheadingHtml: item.subheading ?? null,
        date: item.date ?? null,
        dateLine: `${contentCopy.news.postedOn} ${formatShortDate(item.date)}`,
        leadImage: image,
        bodyHtml: item.description,
      },
      shareImage: shareImageOf(item.images[1] ?? item.images[0]),
      structured: {
        type: "NewsArticle",
        image,
        published: item.date ?? null,
        modified: null,
        author: null,
      },
    };
  },
  // The start of its subheading and body.
  description: (item) =>
    seoDescription(item.subheading ? `${item.subheading} ${item.description}` : item.description, item.title),
  attributes: newsAttributes,
};

/** Every collection's parts, by its key. */
export const collectionParts: { readonly [K in ArticleKind]: CollectionParts<ItemOf<K>> } = {
  blogs: blogParts,
  news: newsParts,
};
