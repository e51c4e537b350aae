/**
 * Captcha checks (ADR 006): ALTCHA proof of work by default, a text question without JavaScript, or
 * reCAPTCHA. Replays are refused by the lead transaction, which records each used challenge.
 */
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Challenge, Solution } from "altcha-lib";
import { db } from "~/db/client.server";
import { env } from "~/env.server";
import { rateLimitKey } from "~/http/client-ip.server";
import { DatabaseRateLimiter } from "~/ops/rate-limit.server";
import { storedSecret } from "../shared/stored-secret.server";
import { spendCaptcha } from "./store.server";
import { checkTextChallenge, createTextChallenge, type TextChallenge } from "./text-challenge.server";

export const ALTCHA_ALGORITHM = "PBKDF2/SHA-256";
export const CHALLENGE_TTL_MS = 20 * 60 * 1000;

export type CaptchaResult =
  | { ok: true; provider: "altcha" | "recaptcha" | "no-script"; replayKey?: string; expiresAt?: Date }
  | {
      ok: false;
      reason: "missing" | "invalid" | "expired" | "unavailable" | "no-script-answer" | "no-script-too-soon";
    }
  | { ok: false; reason: "no-script-rate-limited"; retryAfterSeconds: number };

type Secrets = { signature: string; keySignature: string };
const storedAltchaSecret = storedSecret("altcha_hmac");

/** The HMAC secrets: from ALTCHA_HMAC_SECRET, else generated once and kept in the database. */
async function altchaSecrets(): Promise<Secrets> {
  const secret = env().ALTCHA_HMAC_SECRET || (await storedAltchaSecret());
  return { signature: secret, keySignature: `${secret}:key` };
}

export async function createAltchaChallenge(): Promise<Challenge> {
  const { ALTCHA_COST, ALTCHA_MAX_COUNTER } = env();
  const keys = await altchaSecrets();
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: ALTCHA_COST,
    counter: randomInt(Math.floor(ALTCHA_MAX_COUNTER / 2), ALTCHA_MAX_COUNTER),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

type AltchaPayload = { challenge: Challenge; solution: Solution };

function decodePayload(value: string): AltchaPayload | null {
  try {
    const text = /^\s*\{/.test(value) ? value : Buffer.from(value, "base64").toString("utf8");
    const payload = JSON.parse(text) as AltchaPayload;
    if (
      typeof payload?.challenge?.parameters?.nonce !== "string" ||
      typeof payload.challenge.signature !== "string" ||
      typeof payload.solution?.counter !== "number" ||
      typeof payload.solution.derivedKey !== "string"
    )
      return null;
    return payload;
  } catch {
    return null;
  }
}

export async function verifyAltcha(value: string | undefined): Promise<CaptchaResult> {
  if (!value?.trim()) return { ok: false, reason: "missing" };
  if (value.length > 8192) return { ok: false, reason: "invalid" };
  const payload = decodePayload(value);
  if (!payload) return { ok: false, reason: "invalid" };
  let keys: Secrets;
  try {
    keys = await altchaSecrets();
  } catch {
    return { ok: false, reason: "unavailable" };
  }
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
    if (result.expired) return { ok: false, reason: "expired" };
    if (!result.verified) return { ok: false, reason: "invalid" };
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const expiresAtSeconds = payload.challenge.parameters.expiresAt;
  return {
    ok: true,
    provider: "altcha",
    // The signature covers every parameter including the nonce, so it is unique per challenge.
    replayKey: `altcha:${payload.challenge.signature}`,
    expiresAt: new Date(expiresAtSeconds ? expiresAtSeconds * 1000 : Date.now() + CHALLENGE_TTL_MS),
  };
}

export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

export async function verifyRecaptcha(
  token: string | undefined,
  remoteIp: string,
  verifyUrl = RECAPTCHA_VERIFY_URL,
): Promise<CaptchaResult> {
  if (!token?.trim()) return { ok: false, reason: "missing" };
  if (token.length > 8192) return { ok: false, reason: "invalid" };
  try {
    const response = await fetch(verifyUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        secret: env().RECAPTCHA_SECRET_KEY ?? "",
        response: token,
        remoteip: remoteIp,
      }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return { ok: false, reason: "unavailable" };
    const answer = (await response.json()) as { success?: boolean; "error-codes"?: string[] };
    if (answer.success === true) return { ok: true, provider: "recaptcha" };
    return {
      ok: false,
      reason: answer["error-codes"]?.includes("timeout-or-duplicate") ? "expired" : "invalid",
    };
  } catch {
    return { ok: false, reason: "unavailable" };
  }
}

/** The question shown instead of the proof of work when JavaScript is off (ADR 006). */
export async function createNoScriptChallenge(): Promise<TextChallenge> {
  return createTextChallenge((await altchaSecrets()).signature);
}

export type NoScriptAnswer = { token?: string; answer?: string };

/**
 * A separate, tighter rate limit for no-script answers: the question cannot be made hard for a
 * script, so attempts are rationed (ADR 032).
 */
function noScriptRateLimiter(): DatabaseRateLimiter {
  const rule = { bucket: "no-script", limit: env().RATE_LIMIT_NO_SCRIPT_PER_HOUR, windowMs: 60 * 60 * 1000 };
  return new DatabaseRateLimiter(rule, db);
}

async function verifyNoScript({ token, answer }: NoScriptAnswer, remoteIp: string): Promise<CaptchaResult> {
  let keys: Secrets;
  try {
    keys = await altchaSecrets();
    const decision = await noScriptRateLimiter().hit(rateLimitKey(remoteIp));
    if (!decision.allowed)
      return { ok: false, reason: "no-script-rate-limited", retryAfterSeconds: decision.retryAfterSeconds };
  } catch {
    return { ok: false, reason: "unavailable" };
  }
  const check = checkTextChallenge(
    keys.signature,
    token,
    answer,
    Date.now(),
    env().NO_SCRIPT_MIN_SECONDS * 1000,
  );
  if (check.ok)
    return { ok: true, provider: "no-script", replayKey: check.replayKey, expiresAt: check.expiresAt };
  if (check.attempt) {
    try {
      await spendCaptcha(check.attempt.replayKey, check.attempt.expiresAt);
    } catch {
      return { ok: false, reason: "unavailable" };
    }
  }
  // A wrong answer gets its own message; an empty one gets the form's usual captcha message.
  if (check.reason === "invalid") return { ok: false, reason: "no-script-answer" };
  if (check.reason === "too-soon") return { ok: false, reason: "no-script-too-soon" };
  return { ok: false, reason: check.reason };
}

/**
 * Verifies the `recaptcha` field with the configured provider; when it is empty, checks the no-script
 * answer instead (ALTCHA only).
 */
export function verifyCaptcha(
  value: string | undefined,
  remoteIp: string,
  noScript: NoScriptAnswer = {},
): Promise<CaptchaResult> {
  if (env().CAPTCHA_PROVIDER === "recaptcha") return verifyRecaptcha(value, remoteIp);
  if (!value?.trim() && noScript.token?.trim()) return verifyNoScript(noScript, remoteIp);
  return verifyAltcha(value);
}
