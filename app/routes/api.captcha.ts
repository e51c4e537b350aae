/** GET /api/captcha: a fresh signed ALTCHA challenge for the form's widget (never cached). */
import { createAltchaChallenge } from "~/leads/captcha.server";
import { logger } from "~/lib/logger.server";

export async function loader() {
  try {
    return Response.json(await createAltchaChallenge(), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error({ err: error }, "captcha challenge unavailable");
    return Response.json(
      { message: "The verification service is not available right now." },
      { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "30" } },
    );
  }
}
