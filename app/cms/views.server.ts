/** Builds the page views of views.ts from domain items, on the server. */
import { formatShortDate } from "~/lib/dates";
import { BLOG_CARD_EXCERPT, excerpt, seoDescription, TRENDING_EXCERPT } from "~/lib/excerpt.server";
import { type ShareImage, shareImageType } from "~/lib/share-image";
import { collections, detailPath } from "./collection-descriptors";
import { type BlogPost, blogLastUpdated, type CmsImage, type NewsItem } from "./types";
import type { BlogDetailView, ContentCardView, ImageView, NewsDetailView, TrendingView } from "./views";

const DEFAULT_SIZE = { width: 1200, height: 675 };

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

/** A blog post's canonical URL, /blogs/{key}/{slug}. */
export const blogHref = (post: Pick<BlogPost, "key" | "title">) => detailPath(collections.blogs, post);
/** A news item's canonical URL, /news/{key}. */
export const newsHref = (item: Pick<NewsItem, "key" | "title">) => detailPath(collections.news, item);

const CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw";
const BANNER_SIZES = "(min-width: 1024px) 960px, 100vw";

export function blogCard(post: BlogPost): ContentCardView {
  const date = blogLastUpdated(post) ?? null;
  return {
    id: post.id,
    href: blogHref(post),
    title: post.title,
    date,
    dateLabel: formatShortDate(date),
    excerpt: excerpt(post.description, BLOG_CARD_EXCERPT),
    image: imageView(post.images[0], "", CARD_SIZES),
  };
}

export function trendingItem(post: BlogPost): TrendingView {
  const date = blogLastUpdated(post) ?? null;
  return {
    href: blogHref(post),
    text: excerpt(post.title, TRENDING_EXCERPT),
    date,
    dateLabel: formatShortDate(date),
  };
}

export function newsCard(item: NewsItem): ContentCardView {
  return {
    id: item.id,
    href: newsHref(item),
    title: item.title,
    date: item.date ?? null,
    dateLabel: formatShortDate(item.date),
    image: imageView(item.images[0], "", CARD_SIZES),
  };
}

export function blogDetail(post: BlogPost, defaultAuthor: string): BlogDetailView {
  const date = blogLastUpdated(post) ?? null;
  return {
    kind: "blog",
    id: post.id,
    title: post.title,
    author: post.author ?? defaultAuthor,
    date,
    dateLabel: formatShortDate(date),
    banner: imageView(post.images[0], post.title, BANNER_SIZES),
    bodyHtml: post.description,
    secondImage: imageView(post.images[1], "", BANNER_SIZES),
    shareImage: shareImageOf(post.images[0]),
    description: blogDescription(post),
    published: post.publishedAt ?? null,
    modified: blogLastUpdated(post) ?? null,
  };
}

export function newsDetail(item: NewsItem): NewsDetailView {
  return {
    kind: "news",
    id: item.id,
    title: item.title,
    subheadingHtml: item.subheading ?? null,
    date: item.date ?? null,
    dateLabel: formatShortDate(item.date),
    // The detail shows the item's second image (the first is the card's); fall back to it.
    image: imageView(item.images[1] ?? item.images[0], item.title, BANNER_SIZES),
    shareImage: shareImageOf(item.images[1] ?? item.images[0]),
    bodyHtml: item.description,
    description: newsDescription(item),
  };
}

/** A blog post's description for its meta and feed item: the start of its text. */
export function blogDescription(post: BlogPost): string {
  return seoDescription(post.description, post.title);
}

/** A news item's description: the start of its subheading and body. */
export function newsDescription(item: NewsItem): string {
  return seoDescription(
    item.subheading ? `${item.subheading} ${item.description}` : item.description,
    item.title,
  );
}
