/**
 * GET /api/captcha-config: tells the forms which captcha the server verifies, so the browser shows the
 * matching widget (ALTCHA by default; Google reCAPTCHA v2 with its public site key when
 * CAPTCHA_PROVIDER=recaptcha). Read at run time, so prerendered pages follow the server's setting.
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
