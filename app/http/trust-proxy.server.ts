import { isIP } from "node:net";
import { z } from "zod";

/** TRUST_PROXY as Express's "trust proxy" takes it: false, true, a hop count or a list of proxies. */
type TrustProxy = boolean | number | string[];

/** Named ranges proxy-addr (and so Express) understands. */
const NAMED_RANGES = ["loopback", "linklocal", "uniquelocal"] as const;

/** More hops than any sane deployment has: a typo such as 10 for 1 should not pass silently. */
const MAX_HOPS = 10;

const TRUST_PROXY_RULE =
  "must be true, false, a hop count (1, 2, …) or a comma-separated list of addresses/CIDRs";

/** An entry of the list form: an address, an address/prefix or a named range. */
const proxyEntry = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(NAMED_RANGES)]);

/**
 * TRUST_PROXY, read. A refusal states the rule and the position of a bad entry, never the value
 * itself (start-up errors do not echo configuration).
 */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const text = raw?.trim() ?? "";
    if (text === "" || text === "false") return false;
    if (text === "true") return true;
    const refuse = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops > MAX_HOPS) return refuse(`must be a hop count of at most ${MAX_HOPS}`);
      return hops === 0 ? false : hops;
    }
    const entries = text.split(",").map((entry) => entry.trim());
    const bad = entries.findIndex((entry) => !proxyEntry.safeParse(entry).success);
    if (bad >= 0) return refuse(`${TRUST_PROXY_RULE}; entry ${bad + 1} is not an address or CIDR`);
    return entries;
  });

/** Whether HOST listens on every interface: 0.0.0.0 (the default), `::` or one of its spellings. */
function isWildcardHost(host: string): boolean {
  const address = host.trim().replace(/^\[(.*)\]$/, "$1");
  if (address === "" || address === "0.0.0.0") return true;
  return isIP(address) === 6 && address.split(":").every((group) => /^0*$/.test(group));
}

/** Whether this setting believes X-Forwarded-For whatever address the request comes from. */
function trustsAnyAddress(trust: TrustProxy): boolean {
  if (trust === true || typeof trust === "number") return true;
  return Array.isArray(trust) && trust.some((entry) => entry.endsWith("/0"));
}

/** The start-up warning for a proxy trust a client reaching the port directly can walk around. */
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
