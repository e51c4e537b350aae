/**
 * GET /api/captcha-config: which captcha widget the forms show (ALTCHA, or reCAPTCHA v2 with its site
 * key). Fetched at run time, so prerendered pages follow the server's setting.
 */
import { env } from "~/env.server";
import type { CaptchaClientConfig } from "~/leads/shared/contract";

export function loader() {
  const { CAPTCHA_PROVIDER, RECAPTCHA_SITE_KEY } = env();
  const config: CaptchaClientConfig =
    CAPTCHA_PROVIDER === "recaptcha" && RECAPTCHA_SITE_KEY
      ? { provider: "recaptcha", siteKey: RECAPTCHA_SITE_KEY }
      : { provider: "altcha" };
  return Response.json(config, { headers: { "Cache-Control": "public, max-age=60" } });
}
