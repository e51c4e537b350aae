/**
 * Responses that are the same for every visitor, made once and sent with their headers prepared
 * once: the cheapest response Node can send (ADR 009, ADR 039).
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import Negotiator from "negotiator";
import { FRONT_CACHE_SECONDS, STATIC_PAGE_CACHE } from "./page-cache.server";
import type { HeaderPair } from "./security-headers.server";

/** A page, `.data` file or resource in every encoding, with a strong ETag and, for HTML, its CSP. */
export type StaticPage = {
  status: number;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** Absent: the policy the CSP middleware set stays. */
  csp?: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
};

/** Brotli 10: 11 saves little for several times the CPU at every start. */
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

/** True when `If-None-Match` names this ETag, its weak form or `*` (RFC 9110). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

const CODINGS = ["br", "gzip", "identity"] as const;

/** A status and every header as a flat name, value list, ready for one `writeHead`. */
type Prepared = { status: number; headers: string[]; body: Buffer | null };

type PreparedPage = { notModified: Prepared; br: Prepared; gzip: Prepared; identity: Prepared };

export type StaticPageSender = (req: IncomingMessage, res: ServerResponse, page: StaticPage) => void;

/**
 * Sends a page with `common` (the security headers) and its own headers, prepared once per page;
 * they replace any header of the same name a middleware set before.
 */
export function staticPageSender(common: readonly HeaderPair[]): StaticPageSender {
  const prepared = new WeakMap<StaticPage, PreparedPage>();
  // Brotli wins a tie: browsers list it after gzip with the same weight. No 406: identity instead.
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
    const withBody = (body: Buffer, encoding: string | null): Prepared => ({
      status: page.status,
      headers: [
        ...shared,
        ["Content-Type", page.contentType],
        ...(encoding ? [["Content-Encoding", encoding] as const] : []),
        ["Content-Length", String(body.length)],
      ].flat(),
      body,
    });
    return {
      notModified: { status: 304, headers: shared.flat(), body: null },
      br: withBody(page.br, "br"),
      gzip: withBody(page.gzip, "gzip"),
      identity: withBody(page.identity, null),
    };
  };
  return (req, res, page) => {
    let forPage = prepared.get(page);
    if (!forPage) {
      forPage = prepare(page);
      prepared.set(page, forPage);
    }
    // 304 stands in for a 200 only; an error page is sent whole each time.
    const chosen =
      page.status === 200 && matchesEtag(req.headers["if-none-match"], page.etag)
        ? forPage.notModified
        : forPage[chooseCoding(req)];
    res.writeHead(chosen.status, chosen.headers);
    if (req.method === "HEAD" || !chosen.body) res.end();
    else res.end(chosen.body);
  };
}
