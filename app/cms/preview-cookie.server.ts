import { cookieValue, signToken, verifyToken } from "~/lib/signed-token.server";

/**
 * The cookie that puts a browser in the editors' preview: a value signed with PREVIEW_SECRET. Only a
 * value whose signature verifies changes what is served; any other (junk, forged, expired) is a
 * visitor like any other, answered from the same caches.
 */
export const PREVIEW_COOKIE = "np_preview";

/** Keeps a preview value from passing for any other value signed with the same secret. */
const PURPOSE = "content-preview";

/** The preview's clock: seconds, as its signed values count them. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A preview value for `secret`, good until `expiresAt` (seconds). */
export function signPreview(secret: string, expiresAt: number): string {
  return signToken(secret, PURPOSE, expiresAt);
}

/**
 * True when the Cookie header carries a preview value signed with `secret` that is still current
 * at `now`. Without a secret there is no preview at all.
 */
export function previewCookieVerifies(
  secret: string | undefined,
  cookieHeader: string | null | undefined,
  now = nowSeconds(),
): boolean {
  if (!secret) return false;
  return verifyToken(secret, PURPOSE, cookieValue(cookieHeader, PREVIEW_COOKIE), now);
}
