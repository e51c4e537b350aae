/** What the blog and news routes answer: a collection's list page, item pages, RSS feed and JSON. */
import { data } from "react-router";
import { env } from "~/env.server";
import { formatShortDate } from "~/lib/dates";
import { seoDescription, stripHtml } from "~/lib/excerpt.server";
import { type ShareImage, shareImageType } from "~/lib/share-image";
import { builtShareImage } from "~/lib/share-image.server";
import { serverAnswers } from "~/site/api-answers.server";
import { brand } from "~/site/brand";
import { contentCopy } from "~/site/pages/content";
import { perList } from "./cache.server";
import { allArticles, articles, detailPath, fillPattern } from "./collection-descriptors";
import { formerNames, readItems } from "./content-service.server";
import { CONTENT_CACHE_CONTROL, jsonError, jsonWithEtag } from "./http.server";
import { lastModified } from "./item-order.server";
import { previewBannerOf } from "./preview-banner.server";
import { contentViewOf } from "./preview.server";
import { renderRss } from "./rss.server";
import { blogAttributes, newsAttributes } from "./serialize.server";
import {
  findItem,
  movedTo,
  type PageRequest,
  pageHeaders,
  readCollection,
  unavailableHeaders,
} from "./served-collections.server";
import type { ArticleKind, CmsImage, ContentView, ItemOf } from "./types.server";
import type { ContentCardView, DetailPageView, ImageView, TrendingView } from "./views";

const DEFAULT_SIZE = { width: 1200, height: 675 };
const BANNER_SIZES = "(min-width: 1024px) 960px, 100vw";

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
    // Each URL percent-encoded exactly once, since a space or comma would split it inside srcset. A
    // URL decodeURI rejects (a stray `%`) is dropped from srcset; the img src still names the file.
    try {
      return [`${encodeURI(decodeURI(c.url))} ${c.width}w`];
    } catch {
      return [];
    }
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
  for (const file of [image?.large, image]) {
    const type = file && shareImageType(file.url);
    if (file && type && file.width && file.height)
      return { url: file.url, width: file.width, height: file.height, type };
  }
  return null;
}

/** How one collection's items become what its pages show. */
type CollectionParts<Item> = {
  /** Cards show the start of the item's text. */
  cardExcerpt?: boolean;
  detail(item: Item): Omit<DetailPageView, "description">;
  /** The item's description for the page, link previews and the feed. */
  description(item: Item): string;
  author?: (item: Item) => string;
  attributes(item: Item): Record<string, unknown>;
};

export const collectionParts: { readonly [K in ArticleKind]: CollectionParts<ItemOf<K>> } = {
  blogs: {
    cardExcerpt: true,
    detail(post) {
      const author = post.author ?? brand.adminLabel;
      const date = lastModified.blogs(post) ?? null;
      const dateLabel = formatShortDate(date);
      return {
        article: {
          title: post.title,
          byline: `${contentCopy.blogs.byLabel} ${author}`,
          date,
          dateLine: dateLabel ? `${contentCopy.blogs.updatedLabel} ${dateLabel}` : undefined,
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
  },
  news: {
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
    description: (item) =>
      seoDescription(
        item.subheading ? `${item.subheading} ${item.description}` : item.description,
        item.title,
      ),
    attributes: newsAttributes,
  },
};

/** The trending list of a blog list shows the 5 most recently updated posts, their titles cut at 60. */
const TRENDING_COUNT = 5;
const TRENDING_EXCERPT = 60;
/** A blog card shows the first 100 characters of the post. */
const CARD_EXCERPT = 100;
const CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw";

/** The first `length` characters (code points) of the text; an ellipsis follows when text was cut. */
function excerpt(html: string, length: number): string {
  const chars = Array.from(stripHtml(html));
  if (chars.length <= length) return chars.join("");
  return `${chars.slice(0, length).join("").trimEnd()}...`;
}

/** The pages and documents of a collection of articles. */
export function serveCollection<K extends ArticleKind>(kind: K) {
  type Item = ItemOf<K>;
  const parts: CollectionParts<Item> = collectionParts[kind];
  const dateOf: (item: Item) => string | undefined = lastModified[kind];
  const read = (view: ContentView): Promise<Item[]> => readItems(kind, view);
  const collection = articles[kind];
  const { copy, key, routes } = collection;
  const path = (item: Item) => detailPath(collection, item);
  const card = (item: Item): ContentCardView => ({
    id: item.id,
    href: path(item),
    title: item.title,
    date: dateOf(item) ?? null,
    dateLabel: formatShortDate(dateOf(item)),
    ...(parts.cardExcerpt ? { excerpt: excerpt(item.description, CARD_EXCERPT) } : {}),
    image: imageView(item.images[0], "", CARD_SIZES),
  });
  const trending = (item: Item): TrendingView => ({
    href: path(item),
    text: excerpt(item.title, TRENDING_EXCERPT),
    date: dateOf(item) ?? null,
    dateLabel: formatShortDate(dateOf(item)),
  });
  // Computed once per list the content cache holds.
  const listView = perList((items: Item[]) => ({
    status: "ok" as const,
    cards: items.map(card),
    ...(copy.trendingTitle ? { trending: items.slice(0, TRENDING_COUNT).map(trending) } : {}),
  }));
  async function find(rawId: string, view: ContentView) {
    const item = await findItem(await read(view), rawId, (id) => formerNames.keyOf(kind, id));
    if (!item) return undefined;
    return { ...parts.detail(item), description: parts.description(item), path: path(item) };
  }
  return {
    collection,
    find,
    /** The list page's loader data, or while the source is down and nothing is kept its unavailable state. */
    async listPage({ request, url }: PageRequest) {
      const view = await contentViewOf(request);
      const list = await readCollection(async () => listView(await read(view)), key, "list");
      const previewBanner = previewBannerOf(view, url);
      if (!list)
        return data({ status: "unavailable" as const, previewBanner }, { headers: pageHeaders(false, view) });
      return data({ ...list, previewBanner }, { headers: pageHeaders(true, view) });
    },
    /**
     * An item page's loader data, or a 301 to the item's own URL (thrown) when another names it. A
     * missing item renders the not-found view: 404, or 503 with Retry-After while the source is down,
     * so crawlers retry instead of dropping the URL.
     */
    async detailPage({ request, url, params }: PageRequest & { params: Record<string, string | undefined> }) {
      const view = await contentViewOf(request);
      const previewBanner = previewBannerOf(view, url);
      const id = params.id ?? "";
      const found = await readCollection(() => find(id, view), key, "detail", { id });
      if (!found) {
        const missing = { status: "missing" as const, previewBanner };
        if (found === null) return data(missing, { status: 503, headers: unavailableHeaders(view) });
        return data(missing, { status: 404, headers: pageHeaders(false, view) });
      }
      // Other URLs for the item (a former id, an old slug) redirect to it, so each item has one URL.
      if (fillPattern(routes.detail, params) !== found.path) throw movedTo(found.path, view);
      // Link previews: the item's own PNG/JPEG, else the card the build made for it, else the default.
      const shareImage = found.shareImage ?? builtShareImage(found.path);
      const page = { status: "ok" as const, previewBanner, ...found, shareImage };
      return data(page, { headers: pageHeaders(true, view) });
    },
    /** The RSS 2.0 feed, every item newest first, or a plain uncached 503 while the source is down. */
    async feed(): Promise<Response> {
      const items = await readCollection(() => read("published"), key, "feed");
      if (!items)
        return new Response(contentCopy.unavailable, {
          status: 503,
          headers: { "Content-Type": "text/plain; charset=utf-8", ...unavailableHeaders() },
        });
      const feedItems = items.map((item) => ({
        title: item.title,
        path: path(item),
        // The stable key, never a link, so a changed title or Strapi 5 id is not a new item.
        guid: `${brand.productKey}:${key}:${item.key}`,
        date: dateOf(item),
        author: parts.author?.(item),
        description: parts.description(item),
      }));
      const feed = { title: copy.feedTitle, description: copy.feedDescription, items: feedItems };
      const xml = renderRss(env().PUBLIC_URL, { ...feed, pagePath: routes.list, feedPath: routes.feed });
      return new Response(xml, {
        headers: {
          "Content-Type": "application/rss+xml; charset=utf-8",
          "Cache-Control": CONTENT_CACHE_CONTROL,
        },
      });
    },
    /** The JSON API of the collection its path names, with an ETag (304 when the client has it). */
    async json(request: Request, name: string): Promise<Response> {
      if (name !== collection.apiName)
        return jsonError(404, "NotFoundError", serverAnswers.unknownCollection(name));
      const items = await readCollection(() => read("published"), key, "endpoint");
      if (!items) return jsonError(503, "ServiceUnavailableError", serverAnswers.contentUnavailable);
      return jsonWithEtag(request, {
        data: items.map((item) => ({ id: item.id, attributes: parts.attributes(item) })),
      });
    },
  };
}

export type ServedCollection = ReturnType<typeof serveCollection>;

// Each collection served once, read through the content cache; only loaders look up by pattern, so
// this lookup stays out of the browser bundle.
const served: Readonly<Record<ArticleKind, ServedCollection>> = {
  blogs: serveCollection("blogs"),
  news: serveCollection("news"),
};

/** The served collection of the route whose pattern (`blogs/:id/:slug`) the router gave a loader. */
export function servedOfPattern(pattern: string): ServedCollection {
  const path = `/${pattern.replace(/^\/+/, "")}`;
  const collection = allArticles.find((c) => Object.values(c.routes).includes(path));
  if (!collection) throw new Error(`No content route has the pattern ${pattern}`);
  return served[collection.key];
}
