/**
 * Captcha checks (ADR 006): ALTCHA proof of work by default, a text question without JavaScript, or
 * reCAPTCHA. Replays are refused by the lead transaction, which records each used challenge.
 */
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Challenge, Solution } from "altcha-lib";
import { env } from "~/env.server";
import { rateLimitKey } from "~/http/client-ip.server";
import { HOUR_MS, hitLimit } from "~/ops/rate-limit.server";
import { CAPTCHA_FIELD, NO_SCRIPT_ANSWER_FIELD, NO_SCRIPT_TOKEN_FIELD } from "../shared/contract";
import { storedSecret } from "../shared/stored-secret.server";
import { spendCaptcha, type UsedCaptcha } from "./store.server";
import { checkTextChallenge, createTextChallenge } from "./text-challenge.server";

const CHALLENGE_TTL_MS = 20 * 60 * 1000;
/** Longer than any genuine ALTCHA payload or reCAPTCHA token: refused before it is decoded or sent on. */
const MAX_CAPTCHA_LENGTH = 8192;

type CaptchaResult =
  | { ok: true; provider: "altcha" | "recaptcha" | "no-script"; replay?: UsedCaptcha }
  | { ok: false; reason: "missing" | "invalid" | "unavailable" | "wrong" | "expired" | "too-soon" }
  | { ok: false; reason: "no-script-rate-limited"; retryAfterSeconds: number };

const storedAltchaSecret = storedSecret("altcha_hmac");

/** The HMAC secrets, as altcha-lib takes them: from ALTCHA_HMAC_SECRET, else generated once and kept in the database. */
async function altchaSecrets() {
  const secret = env().ALTCHA_HMAC_SECRET || (await storedAltchaSecret());
  return { hmacSignatureSecret: secret, hmacKeySignatureSecret: `${secret}:key` };
}

export async function createAltchaChallenge(): Promise<Challenge> {
  const { ALTCHA_COST, ALTCHA_MAX_COUNTER } = env();
  return createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: ALTCHA_COST,
    counter: randomInt(Math.floor(ALTCHA_MAX_COUNTER / 2), ALTCHA_MAX_COUNTER),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    ...(await altchaSecrets()),
  });
}

/** The widget's payload, base64 (or plain) JSON; altcha-lib checks the solution's shape itself. */
function decodePayload(value: string): { challenge?: Challenge; solution?: Solution } | null {
  try {
    return JSON.parse(/^\s*\{/.test(value) ? value : Buffer.from(value, "base64").toString("utf8"));
  } catch {
    return null;
  }
}

async function verifyAltcha(value: string | undefined): Promise<CaptchaResult> {
  if (!value?.trim()) return { ok: false, reason: "missing" };
  const payload = value.length <= MAX_CAPTCHA_LENGTH ? decodePayload(value) : null;
  // The signature becomes the replay key, so it must be the string that was verified.
  if (typeof payload?.challenge?.signature !== "string") return { ok: false, reason: "invalid" };
  const secrets = await altchaSecrets().catch(() => undefined);
  if (!secrets) return { ok: false, reason: "unavailable" };
  const { challenge, solution } = payload;
  // An expired challenge is not verified; a malformed one throws.
  const verified = await verifySolution({
    challenge,
    solution: solution as Solution,
    deriveKey,
    ...secrets,
  }).then(
    (result) => result.verified,
    () => false,
  );
  if (!verified) return { ok: false, reason: "invalid" };
  const expiresAtSeconds = challenge.parameters.expiresAt;
  return {
    ok: true,
    provider: "altcha",
    // The signature covers every parameter including the nonce, so it is unique per challenge.
    replay: {
      key: `altcha:${challenge.signature}`,
      expiresAt: new Date(expiresAtSeconds ? expiresAtSeconds * 1000 : Date.now() + CHALLENGE_TTL_MS),
    },
  };
}

export async function verifyRecaptcha(
  token: string | undefined,
  remoteIp: string,
  verifyUrl = "https://www.google.com/recaptcha/api/siteverify",
): Promise<CaptchaResult> {
  if (!token?.trim()) return { ok: false, reason: "missing" };
  if (token.length > MAX_CAPTCHA_LENGTH) return { ok: false, reason: "invalid" };
  try {
    const response = await fetch(verifyUrl, {
      method: "POST",
      body: new URLSearchParams({
        secret: env().RECAPTCHA_SECRET_KEY ?? "",
        response: token,
        remoteip: remoteIp,
      }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return { ok: false, reason: "unavailable" };
    const answer = (await response.json()) as { success?: boolean };
    return answer.success === true ? { ok: true, provider: "recaptcha" } : { ok: false, reason: "invalid" };
  } catch {
    return { ok: false, reason: "unavailable" };
  }
}

/** The question shown instead of the proof of work when JavaScript is off (ADR 006). */
export async function createNoScriptChallenge() {
  return createTextChallenge((await altchaSecrets()).hmacSignatureSecret);
}

/**
 * The question cannot be made hard for a script, so answers are rationed per address apart from the
 * contact limit, and any attempt uses the question up (ADR 032).
 */
async function verifyNoScript(
  token: string,
  answer: string | undefined,
  remoteIp: string,
): Promise<CaptchaResult> {
  const config = env();
  const limit = config.RATE_LIMIT_NO_SCRIPT_PER_HOUR;
  try {
    const { hmacSignatureSecret } = await altchaSecrets();
    const decision = await hitLimit("no-script", limit, HOUR_MS, rateLimitKey(remoteIp));
    if (!decision.allowed)
      return { ok: false, reason: "no-script-rate-limited", retryAfterSeconds: decision.retryAfterSeconds };
    const minAgeMs = config.NO_SCRIPT_MIN_SECONDS * 1000;
    const check = checkTextChallenge(hmacSignatureSecret, token, answer, Date.now(), minAgeMs);
    if (check.ok) return { ok: true, provider: "no-script", replay: check.replay };
    if (check.replay) await spendCaptcha(check.replay);
    return { ok: false, reason: check.reason };
  } catch {
    return { ok: false, reason: "unavailable" };
  }
}

/**
 * Verifies the `recaptcha` field of the fields `sent` with the configured provider; when it is empty,
 * checks the no-script answer instead (ALTCHA only).
 */
export function verifyCaptcha(
  sent: Record<string, string | undefined>,
  remoteIp: string,
): Promise<CaptchaResult> {
  const value = sent[CAPTCHA_FIELD];
  const token = sent[NO_SCRIPT_TOKEN_FIELD];
  if (env().CAPTCHA_PROVIDER === "recaptcha") return verifyRecaptcha(value, remoteIp);
  if (!value?.trim() && token?.trim()) return verifyNoScript(token, sent[NO_SCRIPT_ANSWER_FIELD], remoteIp);
  return verifyAltcha(value);
}
