import { isIP } from "node:net";
import { type RequestContext, requestFactsOf } from "~/lib/request-context";

/**
 * The client's address as the Express server put it in the request's context: `req.ip`, which honours
 * TRUST_PROXY for X-Forwarded-For. Nothing a client sends can set it.
 */
export function clientIpOf(context: RequestContext | undefined): string {
  return requestFactsOf(context).clientIp || "unknown";
}

/**
 * The key the lead rate limit counts under. One IPv6 subscriber usually holds a whole /64 (2^64
 * addresses), so IPv6 addresses count per /64 prefix; an IPv4-mapped address (`::ffff:1.2.3.4`,
 * which Express reports on a dual-stack socket) counts as its IPv4 address. Anything that is not an
 * address (such as "unknown") is its own key.
 */
export function rateLimitKey(ip: string): string {
  const trimmed = ip.trim();
  // A zone id (fe80::1%eth0) only names a local interface.
  const address = trimmed.replace(/%.*$/, "");
  if (isIP(address) !== 6) return trimmed;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === "0") && groups[5] === "ffff") {
    const [high = 0, low = 0] = groups.slice(6).map((group) => Number.parseInt(group, 16));
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/**
 * The eight groups of a valid IPv6 address as the URL parser writes them (hex, lower case, no
 * leading zeros, a dotted IPv4 tail in hex), with `::` expanded.
 */
function ipv6Groups(address: string): string[] {
  const [head = "", tail = ""] = new URL(`http://[${address}]`).hostname.slice(1, -1).split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === "" ? [] : tail.split(":");
  return [...left, ...new Array<string>(8 - left.length - right.length).fill("0"), ...right];
}
