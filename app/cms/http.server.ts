import { createHash } from "node:crypto";
import { NO_STORE_HEADERS } from "~/http/no-store";
import { matchesEtag } from "~/http/static-page.server";

/** Cache-Control of content pages and endpoints: short, so CMS edits show within a minute. */
export const CONTENT_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

/** A JSON body and its strong ETag, made once per cached list. */
export function encodeJson(value: unknown): { body: string; etag: string } {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
}

/** JSON with ETag and Cache-Control; 304 when the client already has this version. */
export function jsonWithEtag(request: Request, { body, etag }: ReturnType<typeof encodeJson>): Response {
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
