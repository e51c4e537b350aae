import { isIP, SocketAddress } from "node:net";
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
  const given = trimmed.replace(/%.*$/, "");
  if (isIP(given) !== 6) return trimmed;
  // As inet_ntop writes it: lower case, `::` for the longest run of zero groups, IPv4-mapped dotted.
  const address = new SocketAddress({ address: given, family: "ipv6" }).address;
  if (address.startsWith("::ffff:") && isIP(address.slice(7)) === 4) return address.slice(7);
  const [head = "", tail = ""] = address.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === "" ? [] : tail.split(":");
  const zeros = new Array<string>(8 - left.length - right.length).fill("0");
  return `${[...left, ...zeros, ...right].slice(0, 4).join(":")}::/64`;
}
