import { cookieValue, signToken, verifyToken } from "~/lib/signed-token.server";

/**
 * The editors' preview cookie, signed with PREVIEW_SECRET. Only a valid signature changes what is
 * served; any other value is treated as an ordinary visitor.
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

/** True when the Cookie header carries an unexpired preview value signed with `secret`. */
export function previewCookieVerifies(
  secret: string | undefined,
  cookieHeader: string | null | undefined,
  now = nowSeconds(),
): boolean {
  if (!secret) return false;
  return verifyToken(secret, PURPOSE, cookieValue(cookieHeader, PREVIEW_COOKIE), now);
}
