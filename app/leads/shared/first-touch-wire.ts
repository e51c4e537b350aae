/**
 * The first touch as the browser keeps it and sends it with a lead: which query parameters it keeps,
 * their bounds, and where in the tab's storage it lives. Apart from ./attribution.ts (the server's
 * rules, the stored shape) because every page's shell carries the script that keeps it, and so
 * carries what that script imports: this, and nothing more of attribution.
 */

/** Where the browser keeps the first touch for the length of its tab's session. */
export const FIRST_TOUCH_KEY = "np_first_touch";

export const utmParams = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmParam = (typeof utmParams)[number];

/** Click ids of ad networks: kept as present or absent only, never their values (they identify a click). */
export const clickIdParams = ["gclid", "msclkid", "fbclid"] as const;
export type ClickIdParam = (typeof clickIdParams)[number];

/** The first-touch facts, as the browser keeps and sends them (snake case, like the query parameters). */
export type FirstTouch = {
  landing_page?: string;
  referrer?: string;
  click_ids?: ClickIdParam[];
} & Partial<Record<UtmParam, string>>;

export const ATTRIBUTION_LIMITS = { utm: 100, path: 200, origin: 200 } as const;
