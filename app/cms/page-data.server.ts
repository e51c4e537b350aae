/**
 * Shared loader logic of the content routes: read a collection, and respond with the
 * unavailable state when the source is down or not-found when an item is missing.
 */
import { data, redirect } from "react-router";
import { logger } from "~/lib/logger.server";
import { NO_STORE } from "~/http/no-store";
import { CONTENT_CACHE_CONTROL } from "./http.server";
import { previewBannerOf } from "./preview-banner.server";
import { PREVIEW_HEADERS } from "./preview-headers";
import { type CollectionKind, ContentUnavailableError, type ContentView } from "./types";

/** Retry-After of responses while the source is down. */
export const RETRY_AFTER_SECONDS = "60";

/** The collection, or null (logged) when the source fails and no good list is cached yet. */
export async function readCollection<T>(
  read: () => Promise<T>,
  collection: CollectionKind,
  purpose: "list" | "detail" | "feed" | "page",
  context: Record<string, unknown> = {},
): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    logger.error({ err: error, collection, purpose, ...context }, `${collection} ${purpose} unavailable`);
    return null;
  }
}

/** Page response headers: short-lived shared caching, no-store, or the preview's. */
export function pageHeaders(cacheable: boolean, view: ContentView): Record<string, string> {
  if (view === "preview") return PREVIEW_HEADERS;
  return { "Cache-Control": cacheable ? CONTENT_CACHE_CONTROL : NO_STORE };
}

/** A list page's loader data: the view, or the unavailable state (never cached). */
export function listData<V extends object>(view: V | null, contentView: ContentView, pageUrl: URL) {
  const previewBanner = previewBannerOf(contentView, pageUrl);
  return view
    ? data({ ...view, previewBanner }, { headers: pageHeaders(true, contentView) })
    : data({ status: "unavailable" as const, previewBanner }, { headers: pageHeaders(false, contentView) });
}

/**
 * The item a detail URL's id segment names: its stable key, or its current or a former numeric id
 * (Strapi 5 changes ids on every publish).
 */
export async function findItem<T extends { id: number; key: string }>(
  items: readonly T[],
  rawId: string,
  formerKey: (numericId: number) => Promise<string | undefined>,
): Promise<T | undefined> {
  const byKey = items.find((item) => item.key === rawId);
  if (byKey) return byKey;
  if (!/^\d{1,9}$/.test(rawId)) return undefined;
  const id = Number(rawId);
  const byId = items.find((item) => item.id === id);
  if (byId) return byId;
  let key: string | undefined;
  try {
    key = await formerKey(id);
  } catch (error) {
    logger.warn({ err: error, id }, "former content id not looked up");
  }
  const byFormerId = key === undefined ? undefined : items.find((item) => item.key === key);
  return byFormerId;
}

/**
 * A detail page without its item: 404, or 503 with Retry-After when the source is down, so crawlers
 * retry instead of dropping the URL. Both render the not-found view.
 */
export function missingDetail(sourceDown: boolean, contentView: ContentView, pageUrl: URL) {
  const headers = pageHeaders(false, contentView);
  return data(
    { status: "missing" as const, previewBanner: previewBannerOf(contentView, pageUrl) },
    sourceDown
      ? { status: 503, headers: { ...headers, "Retry-After": RETRY_AFTER_SECONDS } }
      : { status: 404, headers },
  );
}

/**
 * Redirect to an item's canonical URL: permanent, except in the preview, where a draft's title (and
 * so its slug) may still change.
 */
export function movedTo(href: string, contentView: ContentView): Response {
  return contentView === "preview"
    ? redirect(href, { status: 307, headers: PREVIEW_HEADERS })
    : redirect(href, 301);
}

/** A found detail page's loader data. */
export function detailData<V extends object>(view: V, contentView: ContentView, pageUrl: URL) {
  return data(
    { status: "ok" as const, previewBanner: previewBannerOf(contentView, pageUrl), ...view },
    { headers: pageHeaders(true, contentView) },
  );
}

/** An RSS feed, or a plain 503 while the source is down. */
export function feedResponse(xml: string | null, unavailableText: string): Response {
  if (xml === null) {
    return new Response(unavailableText, {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": NO_STORE,
        "Retry-After": RETRY_AFTER_SECONDS,
      },
    });
  }
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": CONTENT_CACHE_CONTROL },
  });
}
