import { createHash } from "node:crypto";
import { NO_STORE_HEADERS } from "~/http/no-store";
import { matchesEtag } from "~/http/static-page.server";

/** Cache-Control of content pages and endpoints: short, so CMS edits show within a minute. */
export const CONTENT_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

/** JSON with a strong ETag and Cache-Control, or 304; made per request (production keeps it: ADR 040). */
export function jsonWithEtag(request: Request, value: unknown): Response {
  const body = JSON.stringify(value);
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = { ETag: etag, "Cache-Control": CONTENT_CACHE_CONTROL, Vary: "Accept-Encoding" };
  if (matchesEtag(request.headers.get("If-None-Match") ?? undefined, etag))
    return new Response(null, { status: 304, headers });
  return new Response(body, {
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
  });
}

/** Strapi-style error body, so clients written for Strapi read it the same way. */
export function jsonError(status: number, name: string, message: string): Response {
  return Response.json(
    { data: null, error: { status, name, message } },
    { status, headers: NO_STORE_HEADERS },
  );
}
