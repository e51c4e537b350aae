import { createHash } from "node:crypto";
import { NO_STORE_HEADERS } from "~/http/no-store";

/** Cache-Control of content pages and endpoints: short, so CMS edits show within a minute. */
export const CONTENT_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

type Encoded = { body: string; etag: string };
const encoded = new WeakMap<object, Encoded>();

/** Serialises once per cached list (keyed by the list's identity) and tags it with a strong ETag. */
function encode(key: object, build: () => unknown): Encoded {
  let entry = encoded.get(key);
  if (!entry) {
    const body = JSON.stringify(build());
    entry = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
    encoded.set(key, entry);
  }
  return entry;
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === etag || t === "*");
}

/** JSON with ETag and Cache-Control; 304 when the client already has this version. */
export function jsonWithEtag(request: Request, key: object, build: () => unknown): Response {
  const { body, etag } = encode(key, build);
  const headers = { ETag: etag, "Cache-Control": CONTENT_CACHE_CONTROL, Vary: "Accept-Encoding" };
  if (matches(request.headers.get("If-None-Match"), etag))
    return new Response(null, { status: 304, headers });
  return new Response(body, {
    status: 200,
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
