/**
 * One limit on failed token or secret attempts per client, shared by every guarded endpoint and
 * instance through the database rate limiter (ADR 010, ADR 030).
 */
import { db } from "~/db/client.server";
import { env } from "~/env.server";
import { clientIpOf, rateLimitKey } from "~/http/client-ip.server";
import { DatabaseRateLimiter } from "~/ops/rate-limit.server";
import type { RequestContext } from "~/lib/request-context";
import type { GuardedClient, GuessLimit } from "~/http/bearer-gate.server";
import { logger } from "~/lib/logger.server";

export const TOKEN_GUESS_WINDOW_MS = 15 * 60 * 1000;

/** The limit over the server's database. */
export function databaseGuessLimit(limit = env().RATE_LIMIT_TOKEN_FAILURES): GuessLimit {
  const limiter = new DatabaseRateLimiter(
    { bucket: "token-failures", limit, windowMs: TOKEN_GUESS_WINDOW_MS },
    db,
  );
  const logged = <T>(work: Promise<T>) =>
    work.catch((error: unknown) => {
      logger.error({ err: error }, "token guess limit unavailable");
      throw error;
    });
  return {
    async take(clientIp) {
      const decision = await logged(limiter.hit(rateLimitKey(clientIp)));
      return decision.allowed ? 0 : decision.retryAfterSeconds;
    },
    async giveBack(clientIp) {
      await logged(limiter.refund(rateLimitKey(clientIp)));
    },
  };
}

/** A route's caller (its address as TRUST_PROXY reads it) with the shared guessing limit. */
export function guardedClient(context: RequestContext | undefined): GuardedClient {
  return { ip: clientIpOf(context), limit: databaseGuessLimit() };
}
