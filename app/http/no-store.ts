/** Answers that must never be kept by a browser or a shared cache: errors, fallbacks, per-request data. */
export const NO_STORE = "no-store";
/** The same, as response headers to spread into a `Response`'s init. */
export const NO_STORE_HEADERS = { "Cache-Control": NO_STORE } as const;
