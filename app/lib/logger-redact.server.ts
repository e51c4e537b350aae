import pino from "pino";

/**
 * What a log may show of a URL. Logs are read by more people, and kept longer, than the secrets in
 * them would allow: the CMS's preview link carries PREVIEW_SECRET in its query, configured URLs may
 * carry a user name and password, and any client can put a credential in a query under a spelling of
 * its choosing (ADR 031). An ad's click id (a visitor landing on `/?gclid=…`) is no secret, but it names one
 * click of one person: the site keeps only whether one was there, never the id, and neither does
 * its log.
 */

/**
 * Parts of names whose values a log never shows, compared with a name decoded, folded (NFKC) and
 * lower-cased: those that mark a credential, and those of ad click ids. A part matches anywhere in a
 * name (`api_key`, `access_token`, `x-secret[]`): masking a harmless value costs a log reader
 * little, printing a secret costs its rotation.
 */
export const MASKED_NAME_PARTS = [
  "secret",
  "token",
  "key",
  "pass",
  "pwd",
  "auth",
  "sig",
  "session",
  "cookie",
  "credential",
  "jwt",
  // Click ids: Google's gclid (and dclid), Meta's fbclid, Microsoft's msclkid, and their kin.
  "clid",
  "clkid",
] as const;

const MASKED_NAME = new RegExp(MASKED_NAME_PARTS.join("|"));

/** Shown in place of a secret value. */
export const MASK = "***";
/** Shown in place of a query that is not logged at all (a 5xx, or one that does not parse). */
export const QUERY_NOT_LOGGED = "?(query not logged)";

/** Longer queries, or with more parameters, are dropped: no log line is a client's to fill. */
const MAX_QUERY_LENGTH = 1024;
const MAX_PARAMETERS = 32;
const MAX_PATH_LENGTH = 300;

/** `%xx` runs decoded as UTF-8, leniently (an invalid sequence becomes U+FFFD, never an error). */
function percentDecoded(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) =>
    new TextDecoder().decode(Uint8Array.from(run.slice(1).split("%"), (hex) => Number.parseInt(hex, 16))),
  );
}

/**
 * A name or value as a server could end up reading it: `+` as space, percent-escapes decoded more
 * than once (a name escaped twice names a secret to anything that decodes twice), compatibility
 * forms folded (`ſecret` is `secret`), lower case.
 */
function readable(text: string): string {
  let current = text.replaceAll("+", " ");
  for (let round = 0; round < 4; round++) {
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
 * True when text, once decoded, assigns a value to a masked name (a URL inside a value:
 * `preview?secret=…`, `token: …`). Each run of name characters that ends in `=` or `:` is tested
 * once, so the cost stays linear in the text's length whatever a client puts in it.
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
 * A query string (without its `?`) as a log may show it: each parameter as it arrived, except that a
 * parameter whose decoded name is masked, or whose decoded value assigns one, shows `name=***`.
 * `;` separates parameters too, as some parsers read it. Undefined when the query is not fit to log
 * (too long, too many parameters, a `%` that escapes nothing): it is dropped, never printed raw.
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

/**
 * Most paths: short, printable ASCII with no escape, `=` or `:`. Nothing decodes or folds in them,
 * so no segment can assign a secret: they are shown as they are, without the decoding below, which
 * would dominate the cost of the line every request writes.
 */
const plainlyHarmless = (path: string) =>
  path.length <= MAX_PATH_LENGTH && /^[\x21-\x7e]*$/.test(path) && !/[%=:]/.test(path);

/**
 * A path as a log may show it: cut short, and from the first segment that decodes to a secret
 * assignment (`/api/preview%3Fsecret=…`) on replaced by the mask.
 */
export function loggablePath(path: string): string {
  if (plainlyHarmless(path)) return path;
  // Cut before any decoding: the work below is then bounded whatever length a client sends. A cut
  // never reveals a value: what survives it is masked by the same rule.
  const cut = path.length > MAX_PATH_LENGTH;
  const kept = cut ? path.slice(0, MAX_PATH_LENGTH) : path;
  const segments = kept.split("/");
  const leak = segments.findIndex(assignsSecret);
  const shown = leak === -1 ? kept : [...segments.slice(0, leak), MASK].join("/");
  return cut ? `${shown}…` : shown;
}

/**
 * A request target (`/path?query`, as a request line carries it) as a log may show it: the path,
 * and the query with secrets masked, or not at all when `withQuery` is false (the answer of a failed
 * request is no place to read a query) or when it does not parse.
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

/** Every string inside a serialised error, at any depth, without the queries it quotes. */
function scrubbed(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return withoutQueries(value);
  if (depth > 8 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubbed(item, depth + 1)]));
}

/**
 * An error as the log shows it: pino's usual form (type, message, stack, cause, own fields), with
 * every query a message or field quotes taken out. Errors about a request quote its URL (Node's
 * invalid-URL error carries the whole URL in `input`), and a query is no place to look for a cause.
 */
export function loggableError(error: unknown): unknown {
  return scrubbed(error instanceof Error ? pino.stdSerializers.err(error) : error);
}

/**
 * A URL from configuration as it may appear in a log: user name and password removed (a
 * `DATABASE_URL`, `SMTP_URL` or `STRAPI_URL` may carry them), query string hidden too since tokens
 * ride there as often. Something that does not parse as a URL is replaced whole, because it cannot
 * be told apart from a secret.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  if (!URL.canParse(url)) return MASK;
  const parsed = new URL(url);
  parsed.username = "";
  parsed.password = "";
  if (parsed.search) parsed.search = `?${MASK}`;
  return parsed.toString();
}
