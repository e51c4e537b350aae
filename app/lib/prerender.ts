import { NONCE_PLACEHOLDER } from "./nonce";

/**
 * Prerendered files are written at build time, when neither the request's CSP nonce nor the
 * deployment's PUBLIC_URL is known. They carry these stand-ins, which the server fills in:
 * the origin once at start-up, the nonce on every response (ADR 004).
 *
 * The origin stand-in is a valid URL (so `new URL(path, origin)` works while prerendering) on the
 * reserved `.invalid` TLD, so it can never be a real address.
 */
export const ORIGIN_PLACEHOLDER = "https://prerender-origin.invalid";

/** True while `react-router build` prerenders: only the Express server puts a nonce in the context. */
export function isPrerendering(context: unknown): boolean {
  return !(context as { cspNonce?: string } | undefined)?.cspNonce;
}

/** Puts the real origin where the build wrote the stand-in, plain or URL-encoded. */
export function fillOrigin(text: string, origin: string): string {
  const base = origin.replace(/\/$/, "");
  return text
    .replaceAll(ORIGIN_PLACEHOLDER, base)
    .replaceAll(encodeURIComponent(ORIGIN_PLACEHOLDER), encodeURIComponent(base));
}

/**
 * A prerendered page, split once around its nonce stand-ins; `render(nonce)` is a single join,
 * the cheapest way to give every response its own nonce.
 */
export function compilePage(html: string, origin: string): (nonce: string) => string {
  const parts = fillOrigin(html, origin).split(NONCE_PLACEHOLDER);
  if (parts.length === 1) {
    const [only] = parts as [string];
    return () => only;
  }
  return (nonce) => parts.join(nonce);
}
