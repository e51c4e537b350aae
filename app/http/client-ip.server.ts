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
  const zone = trimmed.indexOf("%");
  const address = zone === -1 ? trimmed : trimmed.slice(0, zone);
  if (isIP(address) !== 6) return trimmed;
  const groups = ipv6Groups(address);
  if (isIpv4Mapped(groups)) return ipv4Of(groups[6]!, groups[7]!);
  return `${groups.slice(0, 4).map(hex16).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, with `::` and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  const withHexTail = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map(hex16).join(":"),
  );
  const [head = "", tail] = withHexTail.split("::");
  const parse = (part: string) =>
    part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function isIpv4Mapped(groups: number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}

function ipv4Of(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

function hex16(group: number): string {
  return group.toString(16);
}
