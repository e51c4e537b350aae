/**
 * The cookie that puts a browser in the editors' preview. Its name is all the fixed-bytes page cache
 * needs to step aside for such a browser; what the value proves is checked in preview.server.ts.
 */
export const PREVIEW_COOKIE = "np_preview";

/** True when a Cookie header carries the preview cookie at all (valid or not). */
export function hasPreviewCookie(cookieHeader: string | undefined | null): boolean {
  return cookieHeader ? new RegExp(`(?:^|;)\\s*${PREVIEW_COOKIE}=`).test(cookieHeader) : false;
}
