import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.CAPTCHA_PROVIDER).toBe("altcha");
    expect(env.CONTENT_SOURCE).toBe("local");
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.STRAPI_TIMEOUT_MS).toBe(5000);
    expect(env.CONTENT_CACHE_TTL_SECONDS).toBe(60);
    expect(env.CONTENT_DIR).toMatch(/content$/);
  });

  it("applies the lead pipeline defaults", () => {
    const env = parseEnv({});
    expect(env.RATE_LIMIT_CONTACT_PER_HOUR).toBe(20);
    expect(env.MAIL_RETRY_MIN_MS).toBe(30_000);
    expect(env.MAIL_RETRY_MAX_MS).toBe(3_600_000);
    expect(env.MAIL_MAX_ATTEMPTS).toBe(12);
    expect(env.MAIL_CONFIRMATION).toBe(false);
    expect(env.ADMIN_TOKEN).toBeUndefined();
    expect(env.METRICS_TOKEN).toBeUndefined();
    expect(env.LEADS_RETENTION_DAYS).toBeUndefined();
    expect(parseEnv({ LEADS_RETENTION_DAYS: "" }).LEADS_RETENTION_DAYS).toBeUndefined();
    expect(parseEnv({ LEADS_RETENTION_DAYS: "90", MAIL_CONFIRMATION: "true" })).toMatchObject({
      LEADS_RETENTION_DAYS: 90,
      MAIL_CONFIRMATION: true,
    });
  });

  it("derives PUBLIC_URL from PORT and trims a trailing slash", () => {
    expect(parseEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(parseEnv({ PUBLIC_URL: "https://www.northpeak.example/" }).PUBLIC_URL).toBe(
      "https://www.northpeak.example",
    );
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PUBLIC_URL: "ftp://x.example" }, "PUBLIC_URL"],
    [{ DATABASE_URL: "mysql://db" }, "DATABASE_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ CAPTCHA_PROVIDER: "hcaptcha" }, "CAPTCHA_PROVIDER"],
    [{ CAPTCHA_PROVIDER: "recaptcha" }, "RECAPTCHA_SITE_KEY"],
    [{ CONTENT_SOURCE: "strapi" }, "STRAPI_URL"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY"],
    [{ STRAPI_URL: "https://cms:secret@cms.example" }, "STRAPI_URL"],
    [{ STRAPI_TIMEOUT_MS: "soon" }, "STRAPI_TIMEOUT_MS"],
    [{ STRAPI_TIMEOUT_MS: "10" }, "STRAPI_TIMEOUT_MS"],
    [{ CONTENT_CACHE_TTL_SECONDS: "-1" }, "CONTENT_CACHE_TTL_SECONDS"],
    [{ RATE_LIMIT_CONTACT_PER_HOUR: "0" }, "RATE_LIMIT_CONTACT_PER_HOUR"],
    [{ MAIL_RETRY_MIN_MS: "soon" }, "MAIL_RETRY_MIN_MS"],
    [{ MAIL_RETRY_MIN_MS: "5000", MAIL_RETRY_MAX_MS: "1000" }, "MAIL_RETRY_MAX_MS"],
    [{ MAIL_CONFIRMATION: "sometimes" }, "MAIL_CONFIRMATION"],
    [{ ADMIN_TOKEN: "short" }, "ADMIN_TOKEN"],
    [{ METRICS_TOKEN: "a".repeat(31) }, "METRICS_TOKEN"],
    [{ REVALIDATE_TOKEN: "short" }, "REVALIDATE_TOKEN"],
    [{ PREVIEW_SECRET: "p".repeat(31) }, "PREVIEW_SECRET"],
    [{ LEADS_RETENTION_DAYS: "0" }, "LEADS_RETENTION_DAYS"],
    [{ LEADS_RETENTION_DAYS: "a week" }, "LEADS_RETENTION_DAYS"],
    [{ ALTCHA_HMAC_SECRET: "too-short" }, "ALTCHA_HMAC_SECRET"],
    [{ ALLOW_INDEXING: "maybe" }, "ALLOW_INDEXING"],
    [{ STRAPI_MEDIA_ORIGINS: "media.example" }, "STRAPI_MEDIA_ORIGINS"],
  ])("rejects %o with one line naming %s", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    try {
      parseEnv(source);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(`Invalid environment variable ${name}`);
      expect(message).not.toContain("\n");
    }
  });

  it.each([
    ["", false],
    ["false", false],
    ["true", true],
    ["0", false],
    ["1", 1],
    ["2", 2],
    ["127.0.0.1", ["127.0.0.1"]],
    ["loopback", ["loopback"]],
    [" 10.0.0.0/8 , ::1, fd00::/8, uniquelocal ", ["10.0.0.0/8", "::1", "fd00::/8", "uniquelocal"]],
  ])("reads TRUST_PROXY=%j as Express's trust proxy value %j", (raw, value) => {
    expect(parseEnv({ TRUST_PROXY: raw }).TRUST_PROXY).toEqual(value);
  });

  it.each([
    "maybe",
    "yes",
    "11",
    "-1",
    "1.5",
    "10.0.0.0/33",
    "::1/129",
    "10.0.0.1,",
    "10.0.0.0/8/1",
    "10.0.0.0/x",
  ])("refuses TRUST_PROXY=%j with the rule", (raw) => {
    expect(() => parseEnv({ TRUST_PROXY: raw })).toThrow(
      /^Invalid environment variable TRUST_PROXY: must be/,
    );
  });

  it.each([
    ["ADMIN_TOKEN", "hunter2-not-long-enough"],
    ["METRICS_TOKEN", "Pa55w0rd-metrics-not-32-chars"],
    ["REVALIDATE_TOKEN", "hunter2-not-long-enough"],
    ["PREVIEW_SECRET", "Pa55w0rd-preview-too-short"],
    ["ALTCHA_HMAC_SECRET", "s3cret-but-short"],
    ["DATABASE_URL", "mysql://admin:Pa55w0rd-db@db.internal/leads"],
    ["SMTP_URL", "http://mailer:Pa55w0rd-smtp@mail.internal"],
    ["STRAPI_URL", "ftp://cms:Pa55w0rd-cms@cms.internal"],
    ["STRAPI_URL", "https://cms:Pa55w0rd-cms@cms.internal"],
    ["PUBLIC_URL", "gopher://user:Pa55w0rd-public@www.internal"],
    ["TRUST_PROXY", "10.0.0.1,Pa55w0rd-proxy"],
    ["STRAPI_MEDIA_ORIGINS", "https://media:Pa55w0rd-media@media.internal"],
    ["ALLOW_INDEXING", "Pa55w0rd-flag"],
    ["LEADS_WEBHOOK_URL", "ftp://hook:Pa55w0rd-hook@hooks.internal/T0/B0/x"],
    ["LEADS_WEBHOOK_SECRET", "s3cret-but-short"],
    ["LEADS_WEBHOOK_FORMAT", "Pa55w0rd-format"],
  ])("names %s and its rule but never shows the value", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    try {
      parseEnv({ [name]: value });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(new RegExp(`^Invalid environment variable ${name}: \\S`));
      expect(message).not.toContain(value);
      expect(message).not.toMatch(/Pa55w0rd|hunter2|s3cret/);
    }
  });

  it.each([
    [undefined, true],
    ["", true],
    ["true", true],
    ["1", true],
    ["yes", true],
    ["false", false],
    ["0", false],
    ["no", false],
  ])("reads ALLOW_INDEXING=%j as %j (indexing stays on unless switched off)", (raw, value) => {
    expect(parseEnv({ ALLOW_INDEXING: raw }).ALLOW_INDEXING).toBe(value);
  });

  it("keeps MAIL_CONFIRMATION off when it is empty", () => {
    expect(parseEnv({ MAIL_CONFIRMATION: "" }).MAIL_CONFIRMATION).toBe(false);
  });

  it("takes the lead webhook's URL and secret together, or neither", () => {
    const secret = "w".repeat(32);
    expect(parseEnv({})).toMatchObject({ LEADS_WEBHOOK_FORMAT: "json" });
    expect(parseEnv({}).LEADS_WEBHOOK_URL).toBeUndefined();
    expect(
      parseEnv({
        LEADS_WEBHOOK_URL: "https://hooks.slack.com/services/T0/B0/Pa55w0rd",
        LEADS_WEBHOOK_SECRET: secret,
        LEADS_WEBHOOK_FORMAT: "slack",
      }),
    ).toMatchObject({ LEADS_WEBHOOK_SECRET: secret, LEADS_WEBHOOK_FORMAT: "slack" });
    expect(parseEnv({ LEADS_WEBHOOK_FORMAT: "" }).LEADS_WEBHOOK_FORMAT).toBe("json");
    expect(() => parseEnv({ LEADS_WEBHOOK_URL: "https://hooks.example/Pa55w0rd" })).toThrow(
      /^Invalid environment variable LEADS_WEBHOOK_SECRET: is required when LEADS_WEBHOOK_URL is set$/,
    );
    expect(() => parseEnv({ LEADS_WEBHOOK_SECRET: secret })).toThrow(
      /^Invalid environment variable LEADS_WEBHOOK_URL: is required when LEADS_WEBHOOK_SECRET is set$/,
    );
    expect(() => parseEnv({ LEADS_WEBHOOK_URL: "hooks.example", LEADS_WEBHOOK_SECRET: secret })).toThrow(
      /^Invalid environment variable LEADS_WEBHOOK_URL: must be a http\(s\) URL$/,
    );
  });

  it.each([
    [undefined, []],
    ["", []],
    ["https://media.example", ["https://media.example"]],
    [
      " https://Bucket.S3.eu-west-1.amazonaws.com/ , https://res.cloudinary.com,http://localhost:9000 ",
      ["https://bucket.s3.eu-west-1.amazonaws.com", "https://res.cloudinary.com", "http://localhost:9000"],
    ],
    ["https://media.example,https://MEDIA.example/", ["https://media.example"]],
    ["http://[::1]:9000", ["http://[::1]:9000"]],
  ])("reads STRAPI_MEDIA_ORIGINS=%j as the origins %j", (raw, value) => {
    expect(parseEnv({ STRAPI_MEDIA_ORIGINS: raw }).STRAPI_MEDIA_ORIGINS).toEqual(value);
  });

  it.each([
    "media.example",
    "ftp://media.example",
    "https://media.example/uploads",
    "https://media.example/?v=1",
    "https://media.example#top",
    "https://user@media.example",
    "https://*.cloudinary.com",
    "https://media.example;script-src *",
    "https://media.example,not an origin",
    "data:",
  ])("refuses STRAPI_MEDIA_ORIGINS=%j with the rule", (raw) => {
    expect(() => parseEnv({ STRAPI_MEDIA_ORIGINS: raw })).toThrow(
      /^Invalid environment variable STRAPI_MEDIA_ORIGINS: must be a comma-separated list of http\(s\) origins/,
    );
  });
});
