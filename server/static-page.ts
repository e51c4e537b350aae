import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";

/**
 * A response that is the same for every visitor (a prerendered page, its `.data` file, the 404 page),
 * made once: its bytes in each encoding, a strong ETag and, for HTML, a CSP that allows its inline
 * scripts by hash. Any cache (a browser, nginx, a CDN) may keep and share it.
 */
export type StaticPage = {
  status: number;
  contentType: string;
  etag: string;
  /** The page's own Content-Security-Policy; absent: the one the security middleware set stays. */
  csp?: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
};

/** Shared caches keep it five minutes and may serve it stale for a day while they fetch it again. */
export const STATIC_PAGE_CACHE = "public, max-age=300, stale-while-revalidate=86400";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * `'sha256-…'` sources for the inline scripts the render wrote, which carry its `nonce` (scripts with
 * `src` need none). A script without the nonce (markup that slipped into content, say) gets no hash,
 * so the page's policy blocks it as the nonce would have.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !attributes.includes(` nonce="${nonce}"`)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/** Removes the `nonce="…"` attributes a render put on tags: a page shared by everyone has none. */
export function withoutNonce(html: string, nonce: string): string {
  return html.replaceAll(` nonce="${nonce}"`, "");
}

export function makeStaticPage(
  body: string,
  options: { status?: number; contentType: string; csp?: string },
): StaticPage {
  const identity = Buffer.from(body, "utf8");
  return {
    status: options.status ?? 200,
    contentType: options.contentType,
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    ...(options.csp ? { csp: options.csp } : {}),
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  };
}

/** True when the client's `If-None-Match` names this ETag (or `*`); weak forms match too (RFC 9110). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

export function sendStaticPage(req: Request, res: Response, page: StaticPage): void {
  res.status(page.status);
  res.setHeader("Cache-Control", STATIC_PAGE_CACHE);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", page.etag);
  if (page.csp) res.setHeader("Content-Security-Policy", page.csp);
  // 304 only stands in for a 200; an error page is sent whole each time.
  if (page.status === 200 && matchesEtag(req.headers["if-none-match"], page.etag)) {
    res.status(304).end();
    return;
  }
  const chosen = req.acceptsEncodings("br", "gzip", "identity");
  const [body, encoding] =
    chosen === "br" ? [page.br, "br"] : chosen === "gzip" ? [page.gzip, "gzip"] : [page.identity, null];
  res.setHeader("Content-Type", page.contentType);
  // The compression middleware leaves a response alone once it carries a Content-Encoding.
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
