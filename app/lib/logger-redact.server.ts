/**
 * What a log may show of URLs and errors: credentials and ad click ids masked, in whatever encoding
 * a client sends them (ADR 031).
 */
import { unescape as percentDecoded } from "node:querystring";

/**
 * Name parts whose values are masked, matched anywhere in the decoded, NFKC-folded, lower-cased name
 * (`api_key`, `x-secret[]`). Over-masking costs a reader little; a leaked secret must be rotated.
 * clid, clkid: ad click ids (Google's gclid and dclid, Meta's fbclid, Microsoft's msclkid, their kin).
 */
const MASKED_NAME = /secret|token|key|pass|pwd|auth|sig|session|cookie|credential|jwt|clid|clkid/;

/** Shown in place of a secret value. */
export const MASK = "***";
/** Shown in place of a query that is not logged at all (a 5xx, or one that does not parse). */
export const QUERY_NOT_LOGGED = "?(query not logged)";

/** Longer queries, or ones with more parameters, are dropped, so no client can bloat the log. */
const MAX_QUERY_LENGTH = 1024;
const MAX_PARAMETERS = 32;
const MAX_PATH_LENGTH = 300;

/**
 * A name or value as some server could read it: `+` as space, percent-escapes decoded repeatedly (to
 * catch double escaping), compatibility forms folded (`ſecret` is `secret`), lower case.
 */
function readable(text: string): string {
  let current = text.replaceAll("+", " ");
  for (let round = 0; round < 4; round++) {
    // Lenient: an invalid UTF-8 sequence becomes U+FFFD and a stray `%` stays, never an error.
    const next = percentDecoded(current);
    if (next === current) break;
    current = next;
  }
  return current.normalize("NFKC").toLowerCase();
}

/** True when a parameter or field of this name holds a credential or a click id (encoded or not). */
export function isMaskedName(name: string): boolean {
  return MASKED_NAME.test(readable(name));
}

/**
 * True when the decoded text assigns a value to a masked name (`preview?secret=…`, `token: …`). Each
 * candidate name is tested once, so the cost stays linear in the text's length.
 */
function assignsSecret(text: string): boolean {
  return readable(text)
    .split(/[&;/]/)
    .some((piece) =>
      piece
        .split(/[=:]/)
        .slice(0, -1)
        .some((name) => MASKED_NAME.test(name)),
    );
}

/** A name as shown beside a masked value: decoded, and cut where it stops looking like a name. */
function shownName(name: string): string {
  return readable(name).match(/^[a-z0-9_.\-[\]]*/)?.[0] || "?";
}

/**
 * A query (without `?`) with masked parameters shown as `name=***`; `;` also separates, as some
 * parsers treat it so. Undefined when too long, too many parameters, or badly escaped.
 */
export function loggableQuery(query: string): string | undefined {
  if (query.length > MAX_QUERY_LENGTH || /%(?![0-9a-f]{2})/i.test(query)) return undefined;
  const parameters = query.split(/[&;]/);
  if (parameters.length > MAX_PARAMETERS) return undefined;
  return parameters
    .map((parameter) => {
      const equals = parameter.indexOf("=");
      const name = equals === -1 ? parameter : parameter.slice(0, equals);
      if (isMaskedName(name) || assignsSecret(parameter)) return `${shownName(name)}=${MASK}`;
      return parameter;
    })
    .join("&");
}

/** A path cut short, masked from the first segment that decodes to a secret assignment. */
export function loggablePath(path: string): string {
  // Cut before decoding, so the work is bounded whatever a client sends.
  const cut = path.length > MAX_PATH_LENGTH;
  const kept = cut ? path.slice(0, MAX_PATH_LENGTH) : path;
  const segments = kept.split("/");
  const leak = segments.findIndex(assignsSecret);
  const shown = leak === -1 ? kept : [...segments.slice(0, leak), MASK].join("/");
  return cut ? `${shown}…` : shown;
}

/**
 * A request target (`/path?query`) for the log: path and masked query, or the path alone when
 * `withQuery` is false or the query is not fit to log.
 */
export function loggableUrl(target: string, { withQuery = true }: { withQuery?: boolean } = {}): string {
  const mark = target.indexOf("?");
  if (mark === -1) return loggablePath(target);
  const path = loggablePath(target.slice(0, mark));
  const query = target.slice(mark + 1);
  if (query === "") return path;
  const shown = withQuery ? loggableQuery(query) : undefined;
  return shown === undefined ? `${path}${QUERY_NOT_LOGGED}` : `${path}?${shown}`;
}

/** A quoted query inside free text: from a `?` up to a space or a quote. */
const QUOTED_QUERY = /\?[^\s"'<>`]+/g;

/** Text with every query it quotes taken out (an error's message or fields may quote a request's URL). */
export function withoutQueries(text: string): string {
  return text.replace(QUOTED_QUERY, QUERY_NOT_LOGGED);
}

/**
 * A configured URL for the log, without user name, password or query (which may hold tokens). An
 * unparseable value is masked whole, since it cannot be told apart from a secret.
 */
export function redactUrl(url: string): string {
  if (!URL.canParse(url)) return MASK;
  const parsed = new URL(url);
  parsed.username = "";
  parsed.password = "";
  if (parsed.search) parsed.search = `?${MASK}`;
  return parsed.toString();
}
