import { createContext } from "react";

/** The question a form asks a browser without JavaScript, and its signed token (ADR 006). */
export type NoScriptChallenge = { question: string; token: string };

/** Stand-ins in prerendered pages; the server fills in a fresh question and token per response. */
export const NO_SCRIPT_CHALLENGE_PLACEHOLDER: NoScriptChallenge = {
  question: "__NO_SCRIPT_QUESTION_PLACEHOLDER__",
  token: "__NO_SCRIPT_TOKEN_PLACEHOLDER__",
};

/** Provided by entry.server per render; absent in the browser, where the <noscript> part is inert. */
export const NoScriptChallengeContext = createContext<NoScriptChallenge | undefined>(undefined);
