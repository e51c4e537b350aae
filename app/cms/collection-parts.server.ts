/**
 * Per-collection server parts: how an item becomes a card, a detail page (its images made from the
 * CMS's files), a feed item and a JSON entry. Routes see every collection through the same served parts.
 */
import { formatShortDate } from "~/lib/dates";
import { BLOG_CARD_EXCERPT, excerpt, seoDescription, TRENDING_EXCERPT } from "~/lib/excerpt.server";
import { type ShareImage, shareImageType } from "~/lib/share-image";
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
  type CmsImage,
  type ContentItem,
  type ContentView,
  type ItemOf,
  type NewsItem,
} from "./types";
import type { ContentCardView, DetailPageView, ImageView, TrendingView } from "./views";

/** The trending list of a blog list shows the 5 most recently updated posts. */
const TRENDING_COUNT = 5;

const DEFAULT_SIZE = { width: 1200, height: 675 };
const CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw";
const BANNER_SIZES = "(min-width: 1024px) 960px, 100vw";

/**
 * A media URL percent-encoded exactly once, since a space or comma would split it inside srcset. A URL
 * decodeURI rejects (a stray `%`) is dropped from srcset; the img src still names the file.
 */
function srcsetUrl(url: string): string | undefined {
  try {
    return encodeURI(decodeURI(url));
  } catch {
    return undefined;
  }
}

/** Responsive image from a CMS file: srcset from the medium and large formats when they differ. */
export function imageView(image: CmsImage | undefined, fallbackAlt: string, sizes: string): ImageView | null {
  if (!image) return null;
  const width = image.width ?? image.large?.width ?? DEFAULT_SIZE.width;
  const height =
    image.height ?? image.large?.height ?? Math.round((width * DEFAULT_SIZE.height) / DEFAULT_SIZE.width);
  const candidates = [image.medium, image.large, { url: image.url, width }].filter(
    (f): f is { url: string; width: number } => Boolean(f?.url && f.width),
  );
  const unique = [...new Map(candidates.map((c) => [c.url, c])).values()];
  const srcSet = unique.flatMap((c) => {
    const url = srcsetUrl(c.url);
    return url === undefined ? [] : [`${url} ${c.width}w`];
  });
  return {
    src: image.large?.url ?? image.url,
    ...(srcSet.length > 1 ? { srcSet: srcSet.join(", "), sizes } : {}),
    alt: image.alt || fallbackAlt,
    width,
    height,
  };
}

/**
 * An item's own link-preview image: its large format (else the original) when it is a PNG or JPEG of
 * known size; otherwise null, and the page uses its built card.
 */
export function shareImageOf(image: CmsImage | undefined): ShareImage | null {
  if (!image) return null;
  const candidates = [image.large, { url: image.url, width: image.width, height: image.height }];
  for (const file of candidates) {
    const type = file?.url ? shareImageType(file.url) : null;
    if (file?.url && type && file.width && file.height)
      return { url: file.url, width: file.width, height: file.height, type };
  }
  return null;
}

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

/**
 * Where a collection's items come from: the items a page shows (drafts too in the editors' preview),
 * sorted as the list shows them, and the stable key of the item that once had a numeric id.
 */
type CollectionSource<Item> = {
  read(view: ContentView): Promise<Item[]>;
  formerKey(numericId: number): Promise<string | undefined>;
};

export function serveCollection<Item extends ContentItem>(
  parts: CollectionParts<Item>,
  source: CollectionSource<Item>,
) {
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
    (items: Item[]): { status: "ok"; cards: ContentCardView[]; trending?: TrendingView[] } => ({
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
    /** The list page's view; computed once per list the content cache holds. */
    list: async (view: ContentView) => listView(await source.read(view)),
    /** The page of the item a detail URL's id names: its key, or a current or former id. */
    async find(rawId: string, view: ContentView) {
      const item = await findItem(await source.read(view), rawId, source.formerKey);
      if (!item) return undefined;
      return {
        ...parts.detail(item),
        description: parts.description(item),
        path: path(item),
      };
    },
    async feedItems(): Promise<FeedItem[]> {
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
    /** The collection's JSON with an ETag (304 when the client has it). */
    json: async (request: Request) => jsonWithEtag(request, encodedJson(await source.read("published"))),
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
    return {
      article: {
        title: post.title,
        byline: `${blogCopy.byLabel} ${author}`,
        date,
        dateLine: dateLabel ? `${blogCopy.updatedLabel} ${dateLabel}` : undefined,
        leadImage: imageView(post.images[0], post.title, BANNER_SIZES),
        bodyHtml: post.description,
        trailingImage: imageView(post.images[1], "", BANNER_SIZES),
      },
      shareImage: shareImageOf(post.images[0]),
      structured: {
        type: "Article",
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
    return {
      article: {
        title: item.title,
        subheadingHtml: item.subheading ?? null,
        date: item.date ?? null,
        dateLine: `${contentCopy.news.postedOn} ${formatShortDate(item.date)}`,
        // The detail shows the item's second image (the first is the card's); else the first.
        leadImage: imageView(item.images[1] ?? item.images[0], item.title, BANNER_SIZES),
        bodyHtml: item.description,
      },
      shareImage: shareImageOf(item.images[1] ?? item.images[0]),
      structured: {
        type: "NewsArticle",
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

export type ServedCollection = ReturnType<typeof serveCollection>;

/** Every collection's parts, by its key. */
export const collectionParts: { readonly [K in ArticleKind]: CollectionParts<ItemOf<K>> } = {
  blogs: blogParts,
  news: newsParts,
};
