/**
 * Responses that are the same for every visitor, made once and sent with their headers prepared
 * once: the cheapest response Node can send (ADR 009, ADR 039). Each encoding is made when a client
 * first asks for it, so a start compresses nothing and an encoding nobody asks for is never made.
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
  csp: string;
  identity: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
};

/** Brotli 10: 11 saves little for several times the CPU at every start. */
const BROTLI_QUALITY = 10;

export function makeStaticPage(
  body: string,
  options: { status?: number; contentType?: string; cacheControl?: string; csp: string },
): StaticPage {
  const identity = Buffer.from(body, "utf8");
  let gzip: Buffer | undefined;
  let br: Buffer | undefined;
  return {
    status: options.status ?? 200,
    contentType: options.contentType ?? "text/html; charset=utf-8",
    cacheControl: options.cacheControl ?? STATIC_PAGE_CACHE,
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    csp: options.csp,
    identity,
    get gzip() {
      gzip ??= gzipSync(identity, { level: 9 });
      return gzip;
    },
    get br() {
      br ??= brotliCompressSync(identity, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      });
      return br;
    },
  };
}

/** True when `If-None-Match` names this ETag, its weak form or `*` (RFC 9110). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? "")
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

const CODINGS = ["br", "gzip", "identity"] as const;

type Coding = (typeof CODINGS)[number];

/**
 * Sends a page with `common` (the security headers) and its own headers, each list prepared once per
 * page and answer (a 304 or an encoding) as a flat name, value list for one `writeHead`; they replace
 * any header of the same name a middleware set before.
 */
export function staticPageSender(common: readonly HeaderPair[]) {
  const prepared = new WeakMap<StaticPage, Partial<Record<Coding | "notModified", string[]>>>();
  // Brotli wins a tie: browsers list it after gzip with the same weight. No 406: identity instead.
  const chooseCoding = (req: IncomingMessage): Coding =>
    new Negotiator(req).encoding(CODINGS, { preferred: CODINGS }) ?? "identity";
  const sharedHeaders = (page: StaticPage) => [
    ...common,
    ["Cache-Control", page.cacheControl],
    FRONT_CACHE_SECONDS,
    ["Vary", "Accept-Encoding"],
    ["ETag", page.etag],
    ["Content-Security-Policy", page.csp],
  ];
  const bodyHeaders = (page: StaticPage, coding: Coding) =>
    [
      ...sharedHeaders(page),
      ["Content-Type", page.contentType],
      ...(coding === "identity" ? [] : [["Content-Encoding", coding] as const]),
      ["Content-Length", String(page[coding].length)],
    ].flat();
  return (req: IncomingMessage, res: ServerResponse, page: StaticPage) => {
    const forPage = prepared.get(page) ?? {};
    prepared.set(page, forPage);
    // 304 stands in for a 200 only; an error page is sent whole each time.
    const answer =
      page.status === 200 && matchesEtag(req.headers["if-none-match"], page.etag)
        ? "notModified"
        : chooseCoding(req);
    forPage[answer] ??= answer === "notModified" ? sharedHeaders(page).flat() : bodyHeaders(page, answer);
    res.writeHead(answer === "notModified" ? 304 : page.status, forPage[answer]);
    if (answer === "notModified" || req.method === "HEAD") res.end();
    else res.end(page[answer]);
  };
}
