import { createHash, timingSafeEqual } from "node:crypto";
import { NO_STORE_HEADERS } from "./no-store";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Equal-length digests make the comparison independent of where the strings differ and of their lengths. */
export function tokensMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case), or undefined. */
export function bearerToken(header: string | null | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
}

/**
 * Guards an endpoint behind `Authorization: Bearer <token>`: a Response to send instead of the data,
 * or null when the caller holds the token. With no token configured the endpoint does not exist
 * (404), so an unconfigured deployment exposes nothing to probe.
 */
export function bearerGate(request: Request, token: string | undefined, realm: string): Response | null {
  if (!token) return Response.json({ message: "Not Found" }, { status: 404, headers: NO_STORE_HEADERS });
  const given = bearerToken(request.headers.get("authorization"));
  if (!given || !tokensMatch(given, token)) {
    return Response.json(
      { message: "Unauthorized" },
      { status: 401, headers: { ...NO_STORE_HEADERS, "WWW-Authenticate": `Bearer realm="${realm}"` } },
    );
  }
  return null;
}
