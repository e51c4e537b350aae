import { escapeXml } from "../lib/html";
import { type RequestContext, requestFactsOf } from "../lib/request-context";
import { NO_SCRIPT_CHALLENGE_PLACEHOLDER, type NoScriptChallenge } from "./no-script-challenge";
import { NONCE_PLACEHOLDER } from "./nonce";

/**
 * Stand-in for PUBLIC_URL in prerendered files, filled in at start-up (ADR 004). A valid URL, so
 * `new URL(path, origin)` works, on the reserved `.invalid` TLD, so it is never a real address.
 */
export const ORIGIN_PLACEHOLDER = "https://prerender-origin.invalid";

/** True while `react-router build` prerenders: only the Express server puts a nonce in the context. */
export function isPrerendering(context: RequestContext | undefined): boolean {
  return !requestFactsOf(context).cspNonce;
}

/** Puts PUBLIC_URL (no trailing slash) where the build wrote the stand-in, plain or URL-encoded. */
export function fillOrigin(text: string, origin: string): string {
  return text
    .replaceAll(ORIGIN_PLACEHOLDER, origin)
    .replaceAll(encodeURIComponent(ORIGIN_PLACEHOLDER), encodeURIComponent(origin));
}

type PageFill = { nonce: string; challenge?: NoScriptChallenge };

const STAND_INS = new RegExp(
  `(${[NONCE_PLACEHOLDER, NO_SCRIPT_CHALLENGE_PLACEHOLDER.question, NO_SCRIPT_CHALLENGE_PLACEHOLDER.token].join("|")})`,
);

function valueFor(standIn: string, fill: PageFill, questionUnavailable: string): string {
  if (standIn === NONCE_PLACEHOLDER) return fill.nonce;
  if (standIn === NO_SCRIPT_CHALLENGE_PLACEHOLDER.question)
    return escapeXml(fill.challenge?.question ?? questionUnavailable);
  return escapeXml(fill.challenge?.token ?? "");
}

/**
 * Splits a prerendered page once around its stand-ins, so each response's nonce and no-script question
 * cost a single join. `questionUnavailable` is shown when no question could be made.
 */
export function compilePage(html: string, origin: string, questionUnavailable: string) {
  // The split keeps each stand-in it cuts at: they are the parts at odd positions.
  const parts = fillOrigin(html, origin).split(STAND_INS);
  return {
    // The page holds a lead form whose no-script question must be filled per response.
    needsChallenge: parts.includes(NO_SCRIPT_CHALLENGE_PLACEHOLDER.token),
    render: (fill: PageFill) =>
      parts.map((part, i) => (i % 2 === 1 ? valueFor(part, fill, questionUnavailable) : part)).join(""),
  };
}
