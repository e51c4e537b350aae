import { isIP } from "node:net";

/**
 * The TRUST_PROXY setting in the shape Express's "trust proxy" takes, with Express's meaning: the
 * client is the right-most X-Forwarded-For address that is not trusted.
 * - `false`: believe only the socket; `true`: believe every hop (the left-most entry, which the
 *   client writes, wins, so only safe when the proxy overwrites X-Forwarded-For);
 * - a number: that many hops next to the server are proxies (`1` behind one nginx);
 * - a list: these addresses, CIDRs or named ranges (`loopback`, `linklocal`, `uniquelocal`) are proxies.
 */
export type TrustProxy = boolean | number | string[];

export type TrustProxyParse = { ok: true; value: TrustProxy } | { ok: false; message: string };

/** Named ranges proxy-addr (and so Express) understands. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** More hops than any sane deployment has: a typo such as 10 for 1 should not pass silently. */
const MAX_HOPS = 10;

export const TRUST_PROXY_RULE =
  "must be true, false, a hop count (1, 2, …) or a comma-separated list of addresses/CIDRs";

/** Whether an entry of the list form is an address, an address/prefix or a named range. */
function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}

/**
 * Reads TRUST_PROXY. The error message states the rule and the position of a bad entry, never the
 * value itself (start-up errors do not echo configuration).
 */
export function parseTrustProxy(raw: string | undefined): TrustProxyParse {
  const text = raw?.trim() ?? "";
  if (text === "" || text === "false") return { ok: true, value: false };
  if (text === "true") return { ok: true, value: true };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) return { ok: false, message: `must be a hop count of at most ${MAX_HOPS}` };
    return { ok: true, value: hops === 0 ? false : hops };
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const bad = entries.findIndex((entry) => !isProxyEntry(entry));
  if (bad >= 0) {
    return { ok: false, message: `${TRUST_PROXY_RULE}; entry ${bad + 1} is not an address or CIDR` };
  }
  return { ok: true, value: entries };
}

/** Whether HOST listens on every interface: 0.0.0.0 (the default), `::` or one of its spellings. */
export function isWildcardHost(host: string): boolean {
  const address = host.trim().replace(/^\[(.*)\]$/, "$1");
  if (address === "" || address === "0.0.0.0") return true;
  return isIP(address) === 6 && address.split(":").every((group) => /^0*$/.test(group));
}

/** Whether this setting believes X-Forwarded-For whatever address the request comes from. */
function trustsAnyAddress(trust: TrustProxy): boolean {
  if (trust === true || typeof trust === "number") return true;
  return Array.isArray(trust) && trust.some((entry) => entry.endsWith("/0"));
}

/**
 * The start-up warning for a proxy trust a client can walk around, or undefined. Trusting hops
 * rather than addresses is only safe when nothing but the proxy reaches the port: a client that
 * connects directly writes its own X-Forwarded-For, is taken for the address it wrote, and gets a
 * fresh rate-limit budget with every address it makes up.
 */
export function proxyTrustWarning(trust: TrustProxy, host: string): string | undefined {
  if (!trustsAnyAddress(trust) || !isWildcardHost(host)) return undefined;
  const setting = Array.isArray(trust) ? trust.join(",") : String(trust);
  return (
    `TRUST_PROXY=${setting} believes X-Forwarded-For from any address, and HOST=${host || "0.0.0.0"} lets ` +
    "clients reach this port directly: such a client writes its own X-Forwarded-For and gets a fresh " +
    "rate-limit budget with each address it makes up. Bind HOST to 127.0.0.1 (or the proxy's network) " +
    "and trust the proxy by its address (TRUST_PROXY=loopback or a CIDR)."
  );
}
