import { createHash, timingSafeEqual } from "node:crypto";
import { serverAnswers } from "~/site/api-answers.server";
import { jsonMessage } from "./no-store";

const words = serverAnswers.tokenGuarded;

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Failed token attempts per client address. Each attempt takes its place before the comparison, so
 * a burst of guesses gets no more comparisons than the limit; the right token gives its place back.
 */
export type GuessLimit = {
  /** Takes a place for one attempt of this client: 0 when taken, else the seconds until one frees. */
  take(clientIp: string): Promise<number>;
  /** Gives back the place of this client's attempt that held the right token. */
  giveBack(clientIp: string): Promise<void>;
};

export type SecretCheck =
  | { ok: true }
  | { ok: false; reason: "wrong" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/**
 * One attempt at a secret from one client: refused outright while the client is over its limit
 * (whatever it sends, the right secret too), else compared in constant time and counted unless right.
 */
export async function checkSecret(
  given: string | undefined,
  expected: string,
  clientIp: string,
  limit: GuessLimit,
): Promise<SecretCheck> {
  const wait = await limit.take(clientIp);
  if (wait > 0) return { ok: false, reason: "limited", retryAfterSeconds: wait };
  // Equal-length digests make the comparison independent of where the strings differ and of their lengths.
  if (given === undefined || !timingSafeEqual(digest(given), digest(expected)))
    return { ok: false, reason: "wrong" };
  await limit.giveBack(clientIp);
  return { ok: true };
}

export type GuardedClient = { ip: string; limit: GuessLimit };

/**
 * Guards an endpoint behind `Authorization: Bearer <token>`: the refusal to send, or null. No token
 * configured: 404, nothing to probe. Over the guessing limit: 429; limit unreadable: 503, stay shut.
 */
export async function bearerGate(
  request: Request,
  token: string | undefined,
  realm: string,
  client: GuardedClient,
): Promise<Response | null> {
  if (!token) return jsonMessage(404, words.notFound);
  // The scheme in any case, one token and nothing after it.
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  const check = await checkSecret(given, token, client.ip, client.limit).catch(() => undefined);
  if (!check) return jsonMessage(503, words.unavailable, { "Retry-After": "30" });
  if (check.ok) return null;
  if (check.reason === "limited") {
    return jsonMessage(429, words.tooManyGuesses, { "Retry-After": String(check.retryAfterSeconds) });
  }
  return jsonMessage(401, words.unauthorized, { "WWW-Authenticate": `Bearer realm="${realm}"` });
}
