import type { IncomingMessage } from "node:http";

/** Express's compiled "trust proxy" setting (`app.get("trust proxy fn")`): is this hop a proxy? */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * The client's address as Express's `req.ip` reports it, for a request Express may never see (the
 * front door answers most pages itself): walking from the socket back along X-Forwarded-For, the
 * first address the trust setting does not name as a proxy, else the left-most one.
 */
export function clientAddressOf(req: IncomingMessage, trust: ProxyTrust): string {
  // Without the header the socket's peer is the client, whatever is trusted.
  if (req.headers["x-forwarded-for"] === undefined) return req.socket.remoteAddress || "unknown";
  const forwarded = [req.headers["x-forwarded-for"] ?? []]
    .flat()
    .join(",")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  const hops = [req.socket.remoteAddress ?? "", ...forwarded];
  const client = hops.findIndex((address, hop) => hop === hops.length - 1 || !trust(address, hop));
  return hops[client] || "unknown";
}
