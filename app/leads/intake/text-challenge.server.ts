/**
 * The captcha for visitors without JavaScript (ADR 006, ADR 032): a small sum in words, with a
 * stateless signed token `expires.nonce.hmac(expires.nonce.answer)` so the answer is never in the page.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { leadAnswers } from "~/site/api-answers.server";
import type { UsedCaptcha } from "./store.server";

export const TEXT_CHALLENGE_TTL_MS = 30 * 60 * 1000;

/** Numbers in words, by value: the question's and every answer's. */
const NUMBER_WORDS = [
  ..."zero one two three four five six seven eight nine".split(" "),
  ..."ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen".split(" "),
];

/** `replay`: a well-formed, unexpired token, to be recorded as used whatever the answer. */
type TextChallengeCheck =
  | { ok: true; replay: UsedCaptcha }
  | { ok: false; reason: "missing" | "wrong" | "expired" | "too-soon"; replay?: UsedCaptcha };

const sign = (secret: string, payload: string) =>
  createHmac("sha256", `${secret}:no-script`).update(payload).digest("base64url");

/** The visitor's answer as a number: digits or the English word, any case and spacing. */
export function readAnswer(answer: string): number | undefined {
  const text = answer.trim().toLowerCase();
  if (/^\d{1,3}$/.test(text)) return Number(text);
  const index = NUMBER_WORDS.indexOf(text);
  return index >= 0 ? index : undefined;
}

/** A new question ("What is seven plus four?") and its signed token. */
export function createTextChallenge(secret: string, now = Date.now()) {
  const a = randomInt(2, 10);
  const b = randomInt(1, 9);
  const expires = Math.floor((now + TEXT_CHALLENGE_TTL_MS) / 1000);
  const nonce = randomBytes(12).toString("base64url");
  const payload = `${expires}.${nonce}`;
  return {
    question: leadAnswers.noScriptQuestion(NUMBER_WORDS[a]!, NUMBER_WORDS[b]!),
    token: `${payload}.${sign(secret, `${payload}.${a + b}`)}`,
  };
}

/**
 * Checks a token and answer. Any attempt on a well-formed token returns `replay`, so a wrong answer
 * uses the token up too: a small sum must not be guessable by retrying. The question is easy for a
 * script, so an answer sooner than `minAgeMs` after issue (derived from the expiry) is refused.
 */
export function checkTextChallenge(
  secret: string,
  token: string,
  answer: string | undefined,
  now = Date.now(),
  minAgeMs = 0,
): TextChallengeCheck {
  const parts = token.trim().split(".");
  if (parts.length !== 3 || token.length > 200) return { ok: false, reason: "wrong" };
  const [expires, nonce, signature] = parts as [string, string, string];
  if (!/^\d{10}$/.test(expires) || !/^[\w-]{8,32}$/.test(nonce)) return { ok: false, reason: "wrong" };
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() < now) return { ok: false, reason: "expired" };
  // The expiry cannot be verified before the answer is known; a far-future one is forged and would fill the table.
  if (expiresAt.getTime() > now + TEXT_CHALLENGE_TTL_MS + 60_000) return { ok: false, reason: "wrong" };
  const replay = { key: `text:${nonce}`, expiresAt };
  if (!answer?.trim()) return { ok: false, reason: "missing", replay };
  const value = readAnswer(answer);
  if (value === undefined) return { ok: false, reason: "wrong", replay };
  const expected = Buffer.from(sign(secret, `${expires}.${nonce}.${value}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: "wrong", replay };
  const issuedAt = expiresAt.getTime() - TEXT_CHALLENGE_TTL_MS;
  if (now - issuedAt < minAgeMs) return { ok: false, reason: "too-soon", replay };
  return { ok: true, replay };
}
