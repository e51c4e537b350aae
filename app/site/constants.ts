/** The site's timings and thresholds, in one place so components and tests agree. */
export const LOADING_OVERLAY_MS = 1000;
export const DROPDOWN_CLOSE_DELAY_MS = 300;
export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_COMPACT_SCROLL_PX = 10;
export const SCROLL_TO_SECTION_DELAY_MS = 100;
export const OFFICE_CLOCK_TICK_MS = 1000;
/** Contact form message rows. */
export const MESSAGE_ROWS = 4;
/** The apply-and-demo forms' success/failure messages last 5000 ms, then the form resets. */
export const FORM_MESSAGE_MS = 5000;
/**
 * Our own choice: how long after the page's load event a video page gives the browser's own player
 * controls back when the page's code has not brought the player's bar by then (a script that failed
 * to load), so the video can always be paused.
 */
export const NATIVE_CONTROLS_FALLBACK_MS = 4000;
