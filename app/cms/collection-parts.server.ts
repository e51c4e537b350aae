/**
 * Per-collection server parts: how an item becomes a detail page (its images made from the CMS's
 * files), a description, a date and a JSON entry (article-pages.server.ts serves them).
 */
import { formatShortDate } from "~/lib/dates";
import { seoDescription } from "~/lib/excerpt.server";
import { type ShareImage, shareImageType } from "~/lib/share-image";
import { brand } from "~/site/brand";
import { contentCopy } from "~/site/pages/content";
import { blogAttributes, newsAttributes } from "./serialize.server";
import {
  type ArticleKind,
  type BlogPost,
  blogLastUpdated,
  type CmsImage,
  type ContentItem,
  type ItemOf,
  type NewsItem,
} from "./types";
import type { DetailPageView, ImageView } from "./views";

const DEFAULT_SIZE = { width: 1200, height: 675 };
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

const blogCopy = contentCopy.blogs;

export const blogParts: CollectionParts<BlogPost> = {
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

/** Every collection's parts, by its key. */
export const collectionParts: { readonly [K in ArticleKind]: CollectionParts<ItemOf<K>> } = {
  blogs: blogParts,
  news: newsParts,
};
