/**
 * The inline <style> blocks the site renders. The Content-Security-Policy allows inline styles by
 * SHA-256 hash only (no 'unsafe-inline', no style attributes), and it allows exactly these texts,
 * on every page, so a client-side navigation that inserts one is allowed wherever the visit began.
 * Each text is made by one function, called by the component that renders it and by the server
 * that lists its hash (server/security.ts).
 */

/** Without JavaScript nothing removes the loading overlay, so its CSS fade starts at 1 s instead. */
export const noScriptOverlayStyle = ".loading-overlay{animation-delay:1s!important}";

/** Every partner logo takes the same slot, so the strip's width and the animation length are known. */
export const MARQUEE_SLOT_PX = 240;

/** Seconds one full pass takes: one set of logos moves past at `speed` px/s. */
export function marqueeDurationSeconds(count: number, speed: number): number {
  return (count * MARQUEE_SLOT_PX) / speed;
}

/** The partner marquee's slot width and pass duration, for `count` logos at `speed` px/s. */
export function partnerMarqueeStyle(count: number, speed: number): string {
  return `.marquee-track{--marquee-duration:${marqueeDurationSeconds(count, speed).toFixed(2)}s}.marquee-slot{width:${MARQUEE_SLOT_PX}px}`;
}
