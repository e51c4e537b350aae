/**
 * The first-touch data the browser keeps and sends with a lead. Separate from ./attribution.ts because
 * every page loads the script that imports it, so it must stay small.
 */

export const FIRST_TOUCH_KEY = "np_first_touch";

export const utmParams = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** Ad network click ids: only whether each is present is kept, never the value, which identifies a click. */
export const clickIdParams = ["gclid", "msclkid", "fbclid"] as const;
export type ClickIdParam = (typeof clickIdParams)[number];

export const ATTRIBUTION_LIMITS = { utm: 100, path: 200, origin: 200 } as const;
