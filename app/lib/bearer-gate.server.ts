import { createHash, timingSafeEqual } from "node:crypto";

const NO_STORE = { "Cache-Control": "no-store" };

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Equal-length digests make the comparison independent of where the strings differ and of their lengths. */
export function tokensMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Guards an endpoint behind `Authorization: Bearer <token>`: a Response to send instead of the data,
 * or null when the caller holds the token. With no token configured the endpoint does not exist
 * (404), so an unconfigured deployment exposes nothing to probe.
 */
export function bearerGate(request: Request, token: string | undefined, realm: string): Response | null {
  if (!token) return Response.json({ message: "Not Found" }, { status: 404, headers: NO_STORE });
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match || !tokensMatch(match[1]!, token)) {
    return Response.json(
      { message: "Unauthorized" },
      { status: 401, headers: { ...NO_STORE, "WWW-Authenticate": `Bearer realm="${realm}"` } },
    );
  }
  return null;
}
