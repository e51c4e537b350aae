import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import Negotiator from "negotiator";
import type { HeaderPair } from "./security";

/**
 * A response that is the same for every visitor (a prerendered page, its `.data` file, the 404 page),
 * made once: its bytes in each encoding, a strong ETag and, for HTML, a CSP that allows its inline
 * scripts by hash. Any cache (a browser, nginx, a CDN) may keep and share it.
 */
export type StaticPage = {
  status: number;
  contentType: string;
  etag: string;
  /** STATIC_PAGE_CACHE, or a resource's own policy (the JSON endpoints and feeds keep theirs). */
  cacheControl: string;
  /** The page's own Content-Security-Policy; absent: the one the security middleware set stays. */
  csp?: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
};

/** Shared caches keep it five minutes and may serve it stale for a day while they fetch it again. */
export const STATIC_PAGE_CACHE = "public, max-age=300, stale-while-revalidate=86400";

/**
 * Our own nginx front (deploy/nginx.conf.template) keeps a page one second, not five minutes, then
 * asks again (Node sends the page from memory, whole: on a 304 nginx would keep its stored headers),
 * and a publish reaches the front's visitors within a second. nginx reads this header and does not
 * pass it on.
 */
export const FRONT_CACHE_SECONDS: HeaderPair = ["X-Accel-Expires", "1"];

/**
 * Brotli's quality 10, not its maximum 11: on the 76 prerendered pages and data files 11 made 2.7 %
 * fewer bytes (310,804 against 319,327) for 3.3 times the CPU (2.4 s against 0.73 s), paid before
 * the server listens at every start and on the main thread whenever a content change renders pages.
 */
const BROTLI_QUALITY = 10;

export function makeStaticPage(
  body: string,
  options: { status?: number; contentType: string; cacheControl?: string; csp?: string },
): StaticPage {
  const identity = Buffer.from(body, "utf8");
  return {
    status: options.status ?? 200,
    contentType: options.contentType,
    cacheControl: options.cacheControl ?? STATIC_PAGE_CACHE,
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    ...(options.csp ? { csp: options.csp } : {}),
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
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

const CODINGS = ["br", "gzip", "identity"] as const;

/** One prepared answer: its status, every header as a flat name, value list, and its body. */
type Prepared = { status: number; headers: string[]; body: Buffer | null };

type PreparedPage = { notModified: Prepared; br: Prepared; gzip: Prepared; identity: Prepared };

/** Sends a StaticPage on a plain Node response (Express's are plain Node responses too). */
export type StaticPageSender = (req: IncomingMessage, res: ServerResponse, page: StaticPage) => void;

/**
 * Sends fixed pages with their headers prepared once per page: `common` (the security headers every
 * response carries) and the page's own, written in one `writeHead`, so an answer costs a lookup and
 * a write. Headers a middleware set before are replaced by these where they share a name.
 */
export function staticPageSender(common: readonly HeaderPair[]): StaticPageSender {
  const prepared = new WeakMap<StaticPage, PreparedPage>();
  // Brotli wins a tie: it is the smaller, and browsers list it after gzip with the same weight. A
  // client that accepts none of them gets identity, as a 406 would help nobody.
  const chooseCoding = (req: IncomingMessage) => {
    const coding = new Negotiator(req).encoding(CODINGS, { preferred: CODINGS });
    return coding === "br" || coding === "gzip" ? coding : "identity";
  };
  const prepare = (page: StaticPage): PreparedPage => {
    const shared = [
      ...common,
      ["Cache-Control", page.cacheControl],
      FRONT_CACHE_SECONDS,
      ["Vary", "Accept-Encoding"],
      ["ETag", page.etag],
      ...(page.csp ? [["Content-Security-Policy", page.csp] as const] : []),
    ];
    const answer = (body: Buffer, encoding: string | null): Prepared => ({
      status: page.status,
      headers: [
        ...shared,
        ["Content-Type", page.contentType],
        // The compression middleware leaves a response alone once it carries a Content-Encoding.
        ...(encoding ? [["Content-Encoding", encoding] as const] : []),
        ["Content-Length", String(body.length)],
      ].flat(),
      body,
    });
    return {
      notModified: { status: 304, headers: shared.flat(), body: null },
      br: answer(page.br, "br"),
      gzip: answer(page.gzip, "gzip"),
      identity: answer(page.identity, null),
    };
  };
  return (req, res, page) => {
    let forPage = prepared.get(page);
    if (!forPage) {
      forPage = prepare(page);
      prepared.set(page, forPage);
    }
    // 304 only stands in for a 200; an error page is sent whole each time.
    const chosen =
      page.status === 200 && matchesEtag(req.headers["if-none-match"], page.etag)
        ? forPage.notModified
        : forPage[chooseCoding(req)];
    res.writeHead(chosen.status, chosen.headers);
    if (req.method === "HEAD" || !chosen.body) res.end();
    else res.end(chosen.body);
  };
}
