/** How long the caches in front of Node keep its pages (ADR 040). */

/** A page the same for everyone: five minutes, and stale for a day while a cache asks again. */
export const STATIC_PAGE_CACHE = "public, max-age=300, stale-while-revalidate=86400";

/** Our nginx front keeps a page one second, so a publish reaches visitors at once; it drops the header. */
export const FRONT_CACHE_SECONDS = ["X-Accel-Expires", "1"] as const;

/** A form page's no-script question is good once: no cache may keep it, not even the browser's. */
export const FORM_PAGE_CACHE = "private, no-store";
