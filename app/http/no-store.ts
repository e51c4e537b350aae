/** Answers that must never be kept by a browser or a shared cache: errors, fallbacks, per-request data. */
export const NO_STORE = "no-store";
export const NO_STORE_HEADERS = { "Cache-Control": NO_STORE } as const;

export const jsonMessage = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ message }, { status, headers: { ...NO_STORE_HEADERS, ...headers } });
