/**
 * What the blog and news routes (lists, details, RSS feeds) do alike: read a collection from the
 * content cache, and answer the spec's way when the source is down (§8) or an item is missing.
 */
import { data } from "react-router";
import { logger } from "~/lib/logger.server";
import { CONTENT_CACHE_CONTROL, NO_STORE } from "./http.server";
import { ContentUnavailableError } from "./types";

export type Collection = "blogs" | "news";

/** Retry-After of answers given while the source is down. */
const RETRY_AFTER_SECONDS = "60";

/** The collection, or null (logged) when the source fails and no good list is cached yet. */
export async function readCollection<T>(
  read: () => Promise<T>,
  collection: Collection,
  purpose: "list" | "detail" | "feed",
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

/** A list page's loader answer: the view, or the apology state (never cached). */
export function listData<V extends object>(view: V | null) {
  return view
    ? data(view, { headers: { "Cache-Control": CONTENT_CACHE_CONTROL } })
    : data({ status: "unavailable" as const }, { headers: { "Cache-Control": NO_STORE } });
}

/** The item whose numeric id is in the URL, if any. */
export function findById<T extends { id: number }>(items: readonly T[], rawId: string): T | undefined {
  const id = /^\d+$/.test(rawId) ? Number(rawId) : Number.NaN;
  return items.find((item) => item.id === id);
}

/**
 * A detail page without its item: 404, or 503 with Retry-After when the source is down (so crawlers
 * come back instead of dropping the URL). Both render the spec's not-found view.
 */
export function missingDetail(sourceDown: boolean) {
  return data(
    { status: "missing" as const },
    sourceDown
      ? { status: 503, headers: { "Cache-Control": NO_STORE, "Retry-After": RETRY_AFTER_SECONDS } }
      : { status: 404, headers: { "Cache-Control": NO_STORE } },
  );
}

/** A found detail page's loader answer. */
export function detailData<V extends object>(view: V) {
  return data({ status: "ok" as const, ...view }, { headers: { "Cache-Control": CONTENT_CACHE_CONTROL } });
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
