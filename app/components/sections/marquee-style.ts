/** Every partner logo takes the same slot, so the strip's width and the animation length are known. */
const MARQUEE_SLOT_PX = 240;

/**
 * The partner marquee's inline <style> block: the slot width, and the seconds one full pass takes
 * (`count` logos moving past at `speed` px/s). The CSP allows it by hash from the prerendered page
 * (server/prerendered.ts), so its text must depend on the build alone.
 */
export function partnerMarqueeStyle(count: number, speed: number): string {
  const seconds = (count * MARQUEE_SLOT_PX) / speed;
  return `.marquee-track{--marquee-duration:${seconds.toFixed(2)}s}.marquee-slot{width:${MARQUEE_SLOT_PX}px}`;
}
