import { describe, expect, it } from "vitest";
import { captchaClientConfig } from "./api.captcha-config";

describe("captchaClientConfig", () => {
  it("is ALTCHA by default", () => {
    expect(captchaClientConfig({ CAPTCHA_PROVIDER: "altcha", RECAPTCHA_SITE_KEY: "ignored" })).toEqual({
      provider: "altcha",
    });
  });

  it("hands out only the public site key in reCAPTCHA mode", () => {
    expect(captchaClientConfig({ CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_SITE_KEY: "6Lc-site" })).toEqual({
      provider: "recaptcha",
      siteKey: "6Lc-site",
    });
  });
});
