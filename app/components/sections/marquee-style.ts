/**
 * The partner marquee's inline <style> block. The CSP allows it by hash from the prerendered page
 * (server/prerendered.ts), so its text must depend on the build alone.
 */

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
