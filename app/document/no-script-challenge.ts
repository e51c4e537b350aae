import { createContext, useContext } from "react";

/** The question a form asks a browser without JavaScript, and its signed token (ADR 006). */
export type NoScriptChallenge = { question: string; token: string };

/**
 * Prerendered pages carry these stand-ins; the server swaps in a fresh question and token on every
 * response, as it does the CSP nonce (app/document/prerender.ts).
 */
export const NO_SCRIPT_CHALLENGE_PLACEHOLDER: NoScriptChallenge = {
  question: "__NO_SCRIPT_QUESTION_PLACEHOLDER__",
  token: "__NO_SCRIPT_TOKEN_PLACEHOLDER__",
};

/** Provided by entry.server per render; absent in the browser, where the <noscript> part is inert. */
export const NoScriptChallengeContext = createContext<NoScriptChallenge | undefined>(undefined);

export function useNoScriptChallenge(): NoScriptChallenge | undefined {
  return useContext(NoScriptChallengeContext);
}
