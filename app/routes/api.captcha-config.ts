/**
 * GET /api/captcha-config: which captcha widget the forms show (ALTCHA, or reCAPTCHA v2 with its site
 * key). Fetched at run time, so prerendered pages follow the server's setting.
 */
import { type Env, env } from "~/env.server";
import type { CaptchaClientConfig } from "~/leads/shared/contract";

export function captchaClientConfig(
  settings: Pick<Env, "CAPTCHA_PROVIDER" | "RECAPTCHA_SITE_KEY">,
): CaptchaClientConfig {
  return settings.CAPTCHA_PROVIDER === "recaptcha" && settings.RECAPTCHA_SITE_KEY
    ? { provider: "recaptcha", siteKey: settings.RECAPTCHA_SITE_KEY }
    : { provider: "altcha" };
}

export function loader() {
  return Response.json(captchaClientConfig(env()), {
    headers: { "Cache-Control": "public, max-age=60" },
  });
}
