/**
 * The Express entry stamps this header on every request it hands to React Router with `req.ip`
 * (which honours TRUST_PROXY for X-Forwarded-For), overwriting anything a client sent under that
 * name. Route code therefore reads one trustworthy value.
 */
export const CLIENT_IP_HEADER = "x-northpeak-client-ip";

export function clientIpOf(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || "unknown";
}
