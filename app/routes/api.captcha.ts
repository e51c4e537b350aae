/**
 * GET /api/captcha: a fresh signed ALTCHA challenge (never cached). Each costs a PBKDF2 derivation,
 * so they are rate-limited per client (RATE_LIMIT_CAPTCHA_PER_MINUTE, ADR 010).
 */
import { env } from "~/env.server";
import { clientIpOf, rateLimitKey } from "~/http/client-ip.server";
import { createAltchaChallenge } from "~/leads/intake/captcha.server";
import { hitLimit } from "~/ops/rate-limit.server";
import { leadAnswers } from "~/site/api-answers.server";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/api.captcha";
import { jsonMessage, NO_STORE_HEADERS } from "~/http/no-store";

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const limit = env().RATE_LIMIT_CAPTCHA_PER_MINUTE;
    const decision = await hitLimit("captcha", limit, 60 * 1000, rateLimitKey(clientIpOf(context)));
    if (!decision.allowed) {
      return jsonMessage(429, leadAnswers.captchaRateLimited, {
        "Retry-After": String(decision.retryAfterSeconds),
      });
    }
    return Response.json(await createAltchaChallenge(), { headers: NO_STORE_HEADERS });
  } catch (error) {
    logger.error({ err: error }, "captcha challenge unavailable");
    return jsonMessage(503, leadAnswers.captchaUnavailable, { "Retry-After": "30" });
  }
}
