import { afterEach, describe, expect, it, vi } from "vitest";

/** The loader reads the environment once per module load, as the server does at start. */
async function configWith(variables: Record<string, string>) {
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  vi.resetModules();
  const { loader } = await import("./api.captcha-config");
  return loader().json();
}

afterEach(() => vi.unstubAllEnvs());

describe("GET /api/captcha-config", () => {
  it("is ALTCHA by default", async () => {
    expect(await configWith({ CAPTCHA_PROVIDER: "altcha", RECAPTCHA_SITE_KEY: "ignored" })).toEqual({
      provider: "altcha",
    });
  });

  it("hands out only the public site key in reCAPTCHA mode", async () => {
    const config = {
      CAPTCHA_PROVIDER: "recaptcha",
      RECAPTCHA_SITE_KEY: "6Lc-site",
      RECAPTCHA_SECRET_KEY: "s3cret-Key-9",
    };
    expect(await configWith(config)).toEqual({ provider: "recaptcha", siteKey: "6Lc-site" });
  });
});
