import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, envSchema, parseEnv, publicUrlWarning, SECRET_PLACEHOLDER } from "./env.server";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      PUBLIC_URL: "http://localhost:3000",
      CAPTCHA_PROVIDER: "altcha",
      CONTENT_SOURCE: "local",
      CONTENT_DIR: expect.stringMatching(/content$/),
      TRUST_PROXY: false,
      STRAPI_TIMEOUT_MS: 5000,
      STRAPI_ALLOW_HTTP: false,
      CONTENT_CACHE_TTL_SECONDS: 60,
      RATE_LIMIT_CONTACT_PER_HOUR: 20,
      RATE_LIMIT_NO_SCRIPT_PER_HOUR: 5,
      RATE_LIMIT_TOKEN_FAILURES: 10,
      NO_SCRIPT_MIN_SECONDS: 5,
      MAIL_RETRY_MIN_MS: 30_000,
      MAIL_RETRY_MAX_MS: 3_600_000,
      MAIL_MAX_ATTEMPTS: 12,
      MAIL_CONFIRMATION: false,
      AUDIT_RETENTION_DAYS: 365,
      LEADS_WEBHOOK_FORMAT: "json",
      LEADS_WEBHOOK_ALLOW_HTTP: false,
      HSTS_MAX_AGE: 63_072_000,
      HSTS_INCLUDE_SUBDOMAINS: false,
      HSTS_PRELOAD: false,
      ANALYTICS_PROVIDER: "none",
      UPLOAD_CLIENT_CONCURRENCY: 2,
      UPLOAD_CLIENT_MEMORY_MB: 25,
      UPLOAD_MIN_BYTES_PER_SECOND: 8192,
      UPLOAD_RATE_GRACE_MS: 10_000,
    });
    for (const name of [
      "ADMIN_TOKEN",
      "METRICS_TOKEN",
      "LEADS_RETENTION_DAYS",
      "BACKUP_KEY",
      "LEADS_WEBHOOK_URL",
    ] as const)
      expect(parseEnv({})[name], name).toBeUndefined();
  });

  it.each([
    ["PORT", "", 3000],
    ["PORT", " 8080 ", 8080],
    ["MAIL_MAX_ATTEMPTS", "  ", 12],
    ["MAIL_CONFIRMATION", "", false],
    ["MAIL_CONFIRMATION", "true", true],
    ["LEADS_RETENTION_DAYS", "", undefined],
    ["LEADS_RETENTION_DAYS", "90", 90],
    ["LEADS_WEBHOOK_FORMAT", "", "json"],
    ["ANALYTICS_PROVIDER", "", "none"],
    ["AUDIT_RETENTION_DAYS", "30", 30],
    ["HSTS_MAX_AGE", "0", 0],
    ["RATE_LIMIT_TOKEN_FAILURES", "25", 25],
    ["UPLOAD_CLIENT_CONCURRENCY", "1", 1],
    ["UPLOAD_MIN_BYTES_PER_SECOND", "1000", 1000],
    ["UPLOAD_RATE_GRACE_MS", "0", 0],
  ])("takes %s=%o as %o (empty is unset, as for every setting)", (name, text, expected) => {
    expect(parseEnv({ [name]: text })[name as "PORT"]).toBe(expected);
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
    [{ RATE_LIMIT_NO_SCRIPT_PER_HOUR: "0" }, "RATE_LIMIT_NO_SCRIPT_PER_HOUR"],
    [{ NO_SCRIPT_MIN_SECONDS: "-1" }, "NO_SCRIPT_MIN_SECONDS"],
    [{ NO_SCRIPT_MIN_SECONDS: "a moment" }, "NO_SCRIPT_MIN_SECONDS"],
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
    [{ RATE_LIMIT_TOKEN_FAILURES: "0" }, "RATE_LIMIT_TOKEN_FAILURES"],
    [{ RATE_LIMIT_TOKEN_FAILURES: "many" }, "RATE_LIMIT_TOKEN_FAILURES"],
    [{ RATE_LIMIT_STAFF_SIGN_IN: "0" }, "RATE_LIMIT_STAFF_SIGN_IN"],
    [{ AUDIT_RETENTION_DAYS: "0" }, "AUDIT_RETENTION_DAYS"],
    [{ AUDIT_RETENTION_DAYS: "a year" }, "AUDIT_RETENTION_DAYS"],
    [{ STRAPI_MEDIA_ORIGINS: "media.example" }, "STRAPI_MEDIA_ORIGINS"],
    [{ HSTS_MAX_AGE: "1y" }, "HSTS_MAX_AGE"],
    [{ HSTS_INCLUDE_SUBDOMAINS: "maybe" }, "HSTS_INCLUDE_SUBDOMAINS"],
    [{ UPLOAD_CLIENT_CONCURRENCY: "0" }, "UPLOAD_CLIENT_CONCURRENCY"],
    [{ UPLOAD_CLIENT_CONCURRENCY: "two" }, "UPLOAD_CLIENT_CONCURRENCY"],
    [{ UPLOAD_CLIENT_MEMORY_MB: "24" }, "UPLOAD_CLIENT_MEMORY_MB"],
    [{ UPLOAD_MIN_BYTES_PER_SECOND: "0" }, "UPLOAD_MIN_BYTES_PER_SECOND"],
    [{ UPLOAD_MIN_BYTES_PER_SECOND: "fast" }, "UPLOAD_MIN_BYTES_PER_SECOND"],
    [{ UPLOAD_RATE_GRACE_MS: "-1" }, "UPLOAD_RATE_GRACE_MS"],
    [{ UPLOAD_RATE_GRACE_MS: "600001" }, "UPLOAD_RATE_GRACE_MS"],
  ])("rejects %o with one line naming %s", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    try {
      parseEnv(source);
    } catch (error) {
      expectEveryLineNamesASetting((error as Error).message, name);
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

  it("takes the token failure limit under its former name, the new one winning", () => {
    expect(parseEnv({ RATE_LIMIT_STAFF_SIGN_IN: "7" }).RATE_LIMIT_TOKEN_FAILURES).toBe(7);
    expect(
      parseEnv({ RATE_LIMIT_TOKEN_FAILURES: "3", RATE_LIMIT_STAFF_SIGN_IN: "7" }).RATE_LIMIT_TOKEN_FAILURES,
    ).toBe(3);
  });

  it("takes BACKUP_KEY as 32 random bytes in hex or base64, and refuses anything else without showing it", () => {
    const hex = randomBytes(32).toString("hex");
    expect(parseEnv({ BACKUP_KEY: hex }).BACKUP_KEY).toBe(hex);
    const base64 = randomBytes(32).toString("base64");
    expect(parseEnv({ BACKUP_KEY: base64 }).BACKUP_KEY).toBe(base64);
    for (const value of ["a-long-passphrase-an-operator-typed-1234", hex.slice(2), "0".repeat(64)]) {
      expect(() => parseEnv({ BACKUP_KEY: value })).toThrow(
        /^Invalid environment variable BACKUP_KEY: must be 32 random bytes, as 64 hex characters \(`openssl rand -hex 32`\)/,
      );
      expect(() => parseEnv({ BACKUP_KEY: value })).not.toThrow(value);
    }
  });

  it("takes the lead webhook's URL and secret together, or neither", () => {
    const secret = randomSecret();
    expect(
      parseEnv({
        LEADS_WEBHOOK_URL: "https://hooks.slack.com/services/T0/B0/Pa55w0rd",
        LEADS_WEBHOOK_SECRET: secret,
        LEADS_WEBHOOK_FORMAT: "slack",
      }),
    ).toMatchObject({ LEADS_WEBHOOK_SECRET: secret, LEADS_WEBHOOK_FORMAT: "slack" });
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

  it("refuses a plain-http webhook, loopback included, unless LEADS_WEBHOOK_ALLOW_HTTP says so", () => {
    const secret = randomSecret();
    for (const url of [
      "http://hooks.example/Pa55w0rd",
      "HTTP://hooks.example/x",
      "http://127.0.0.1:9000/hook",
    ]) {
      let message = "";
      try {
        parseEnv({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret });
      } catch (error) {
        message = String(error);
      }
      expect(message, url).toMatch(
        /Invalid environment variable LEADS_WEBHOOK_URL: is http:\/\/, which sends every lead in clear: use https:\/\/, or set LEADS_WEBHOOK_ALLOW_HTTP=true/,
      );
      expect(message).not.toContain("Pa55w0rd");
      expect(
        parseEnv({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret, LEADS_WEBHOOK_ALLOW_HTTP: "true" })
          .LEADS_WEBHOOK_ALLOW_HTTP,
      ).toBe(true);
    }
    expect(() =>
      parseEnv({ LEADS_WEBHOOK_URL: "https://hooks.example/x", LEADS_WEBHOOK_SECRET: secret }),
    ).not.toThrow();
  });

  it("takes HSTS subdomains and preload as opt-ins, preload only as the list takes it", () => {
    expect(parseEnv({ HSTS_INCLUDE_SUBDOMAINS: "true", HSTS_PRELOAD: "true" })).toMatchObject({
      HSTS_INCLUDE_SUBDOMAINS: true,
      HSTS_PRELOAD: true,
    });
    expect(() => parseEnv({ HSTS_PRELOAD: "true" })).toThrow(
      /^Invalid environment variable HSTS_PRELOAD: needs HSTS_INCLUDE_SUBDOMAINS=true/,
    );
    expect(() =>
      parseEnv({ HSTS_PRELOAD: "true", HSTS_INCLUDE_SUBDOMAINS: "true", HSTS_MAX_AGE: "31535999" }),
    ).toThrow(/^Invalid environment variable HSTS_PRELOAD: needs HSTS_MAX_AGE of at least 31536000/);
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

describe("the analytics provider's settings", () => {
  const plausible = { ANALYTICS_PROVIDER: "plausible", ANALYTICS_SITE_ID: "www.northpeak.example" };
  const umamiId = "0f0e0d0c-0b0a-4908-8706-050403020100";

  it("take a provider with its script's origin (normalised) and the site's id there", () => {
    expect(parseEnv({ ...plausible, ANALYTICS_ORIGIN: "https://Plausible.Example.com/" })).toMatchObject({
      ANALYTICS_PROVIDER: "plausible",
      ANALYTICS_ORIGIN: "https://plausible.example.com",
      ANALYTICS_SITE_ID: "www.northpeak.example",
    });
    expect(
      parseEnv({
        ANALYTICS_PROVIDER: "umami",
        ANALYTICS_ORIGIN: "http://127.0.0.1:3400",
        ANALYTICS_SITE_ID: umamiId,
      }),
    ).toMatchObject({ ANALYTICS_ORIGIN: "http://127.0.0.1:3400", ANALYTICS_SITE_ID: umamiId });
    expect(
      parseEnv({
        ...plausible,
        ANALYTICS_ORIGIN: "https://p.example",
        ANALYTICS_SITE_ID: "a.example,b.example",
      }).ANALYTICS_SITE_ID,
    ).toBe("a.example,b.example");
  });

  it.each([
    "plausible.example.com",
    "ftp://plausible.example.com",
    "https://plausible.example.com/js/script.js",
    "https://plausible.example.com/?v=1",
    "https://user:pass@plausible.example.com",
    "https://*.example.com",
    "https://plausible.example.com;script-src *",
    "https://a.example,https://b.example",
    "'unsafe-inline'",
  ])("refuse ANALYTICS_ORIGIN=%j in one line naming the rule", (raw) => {
    expect(() => parseEnv({ ...plausible, ANALYTICS_ORIGIN: raw })).toThrow(
      /^Invalid environment variable ANALYTICS_ORIGIN: must be an http\(s\) origin alone, such as https:\/\/plausible\.example\.com \(no path, query or user name\)$/,
    );
  });

  it("want the origin and the site id once a provider is named", () => {
    expect(() => parseEnv(plausible)).toThrow(
      /^Invalid environment variable ANALYTICS_ORIGIN: is required when ANALYTICS_PROVIDER=plausible/,
    );
    expect(() =>
      parseEnv({ ANALYTICS_PROVIDER: "umami", ANALYTICS_ORIGIN: "https://umami.example" }),
    ).toThrow(
      /^Invalid environment variable ANALYTICS_SITE_ID: must be the website's id in Umami, a UUID when ANALYTICS_PROVIDER=umami$/,
    );
  });

  it.each([
    ["plausible", 'www.northpeak.example" onload="x'],
    ["plausible", "www.northpeak.example/path"],
    ["plausible", "northpeak example"],
    ["plausible", ".northpeak.example"],
    ["plausible", "a.example,,b.example"],
    ["umami", "www.northpeak.example"],
    ["umami", "0f0e0d0c-0b0a-4908-8706-05040302010"],
    ["umami", `${umamiId}<`],
  ])("refuse a %s site id of other characters: %j", (provider, siteId) => {
    expect(() =>
      parseEnv({
        ANALYTICS_PROVIDER: provider,
        ANALYTICS_ORIGIN: "https://stats.example",
        ANALYTICS_SITE_ID: siteId,
      }),
    ).toThrow(/^Invalid environment variable ANALYTICS_SITE_ID: must be /);
  });

  it("ignore an origin and id left behind once the provider is none", () => {
    expect(
      parseEnv({
        ANALYTICS_PROVIDER: "none",
        ANALYTICS_ORIGIN: "https://stats.example",
        ANALYTICS_SITE_ID: "x",
      }),
    ).toMatchObject({ ANALYTICS_PROVIDER: "none" });
  });
});

/** Expects `value` in `name` to stop start-up as a placeholder, naming the setting, never the value. */
function expectPlaceholderRefused(name: string, value: string, source: Record<string, string> = {}) {
  let message = "";
  try {
    parseEnv({ ...source, [name]: value });
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    message = (error as Error).message;
  }
  expect(message, `${name} was accepted`).toMatch(
    new RegExp(`^Invalid environment variable ${name}: still holds the placeholder "change-me"`, "m"),
  );
  expect(message).not.toContain(value);
  expectEveryLineNamesASetting(message, name);
}

/** A start-up refusal: one line a bad setting, each "Invalid environment variable NAME: rule", `name` among them. */
function expectEveryLineNamesASetting(message: string, name: string) {
  const lines = message.split("\n");
  for (const line of lines) expect(line).toMatch(/^Invalid environment variable [A-Z][A-Z0-9_]*: \S/);
  expect(lines.filter((line) => line.startsWith(`Invalid environment variable ${name}: `))).toHaveLength(1);
}

const randomSecret = () => randomBytes(32).toString("hex");

const PLACEHOLDER_TEXT =
  'still holds the placeholder "change-me": set a random value of your own (for example `openssl rand -hex 32`)';

describe("several bad settings", () => {
  it("are named together, a line each, so a copied example is fixed in one pass", () => {
    const placeholder = "change-me-to-a-random-token-of-32-characters";
    let message = "";
    try {
      parseEnv({ ADMIN_TOKEN: placeholder, METRICS_TOKEN: placeholder, HSTS_MAX_AGE: "1y" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split("\n").sort()).toEqual([
      `Invalid environment variable ADMIN_TOKEN: ${PLACEHOLDER_TEXT}`,
      "Invalid environment variable HSTS_MAX_AGE: must be a whole number from 0 to 315360000",
      `Invalid environment variable METRICS_TOKEN: ${PLACEHOLDER_TEXT}`,
    ]);
  });
});

describe("settings with a rule", () => {
  it.each([
    ["PORT", "abc", "must be a whole number from 0 to 65535"],
    ["PORT", "65536", "must be a whole number from 0 to 65535"],
    ["MAIL_MAX_ATTEMPTS", "0", "must be a whole number from 1 to 100"],
    ["MAIL_MAX_ATTEMPTS", "1.5", "must be a whole number from 1 to 100"],
    ["UPLOAD_CONCURRENCY", "1e3", "must be a whole number from 1 to 1000"],
    ["ALTCHA_COST", "0x10", "must be a whole number from 1 to 1000000"],
    ["UPLOAD_CLIENT_MEMORY_MB", "10", "must be a whole number from 25 to 4096"],
    ["ADMIN_TOKEN", "short", "must be at least 24 characters"],
    ["ANALYTICS_PROVIDER", "google", "must be none, plausible or umami"],
  ])("refuse %s=%o: %s", (name, text, rule) => {
    expect(() => parseEnv({ [name]: text })).toThrow(
      new RegExp(`^Invalid environment variable ${name}: ${rule}$`),
    );
  });
});

describe("secrets that are easy to guess", () => {
  it.each([
    ["ADMIN_TOKEN", "a".repeat(40), "is one character repeated"],
    ["METRICS_TOKEN", "Z".repeat(64), "is one character repeated"],
    ["REVALIDATE_TOKEN", "abcabcabcabcabcabcabcabcabc", "uses only 3 different characters"],
    ["PREVIEW_SECRET", "0101010101010101010101010101010101010101", "uses only 2 different characters"],
    ["ALTCHA_HMAC_SECRET", "aaaabbbbccccddddeeeeffffgggggggg", "uses only 7 different characters"],
    ["LEADS_WEBHOOK_SECRET", "x".repeat(32), "is one character repeated"],
    ["STRAPI_TOKEN", "tttttttttttt", "is one character repeated"],
  ])("%s=%j stops start-up, naming the setting and never the value", (name, value, rule) => {
    const extra = name === "LEADS_WEBHOOK_SECRET" ? { LEADS_WEBHOOK_URL: "https://hooks.example/x" } : {};
    let message = "";
    try {
      parseEnv({ [name]: value, ...extra });
    } catch (error) {
      message = String((error as Error).message);
    }
    expect(message).toMatch(new RegExp(`^Invalid environment variable ${name}: ${rule}`));
    expect(message).not.toContain(value);
    expect(message).not.toContain(value.slice(0, 6));
  });

  it("takes random values, and short tokens of a service that issues them", () => {
    for (const value of [randomSecret(), randomBytes(18).toString("base64url"), "0123456789abcdef".repeat(4)])
      expect(() =>
        parseEnv({ ADMIN_TOKEN: value, METRICS_TOKEN: `${value}${randomSecret()}` }),
      ).not.toThrow();
    expect(parseEnv({ STRAPI_TOKEN: "it-token" }).STRAPI_TOKEN).toBe("it-token");
  });
});

describe("secrets left at their placeholder", () => {
  it.each([
    ["ADMIN_TOKEN", "change-me-to-a-random-token-of-32-characters"],
    ["ADMIN_TOKEN", "CHANGE-ME"],
    ["METRICS_TOKEN", "change-me-to-a-random-token-of-32-characters"],
    ["REVALIDATE_TOKEN", `${"x".repeat(30)}Change-Me`],
    ["PREVIEW_SECRET", "change-me-to-a-random-secret-of-32-characters"],
    ["BACKUP_KEY", "change-me-to-64-hex-characters-from-openssl-rand-hex-32"],
    ["ALTCHA_HMAC_SECRET", "change-me-to-a-random-secret-of-32-characters"],
    ["LEADS_WEBHOOK_SECRET", "change-me-to-a-random-secret-of-32-characters"],
    ["RECAPTCHA_SECRET_KEY", "change-me-to-the-recaptcha-secret-key"],
    ["STRAPI_TOKEN", "change-me-to-the-strapi-api-token"],
    ["DATABASE_URL", "postgres://northpeak:change-me-to-the-database-password@db:5432/northpeak"],
    ["DATABASE_URL", "postgresql://northpeak@db/northpeak?password=CHANGE-ME-too"],
    ["SMTP_URL", "smtp://website%40northpeak.example:Change-Me-please@smtp.example:587"],
  ])("%s=%j stops start-up, naming the setting but not the value", (name, value) => {
    expectPlaceholderRefused(name, value);
  });

  it("a webhook URL whose secret path is still the placeholder stops start-up", () => {
    expectPlaceholderRefused("LEADS_WEBHOOK_URL", "https://hooks.slack.com/services/change-me-to-the-path", {
      LEADS_WEBHOOK_SECRET: randomSecret(),
    });
  });

  it("takes real random secrets and passwords", () => {
    const env = parseEnv({
      ADMIN_TOKEN: randomSecret(),
      METRICS_TOKEN: randomSecret(),
      ALTCHA_HMAC_SECRET: randomSecret(),
      STRAPI_TOKEN: randomSecret(),
      DATABASE_URL: `postgres://northpeak:${randomSecret()}@db:5432/northpeak?sslmode=require`,
      SMTP_URL: `smtp://website:${randomSecret()}@smtp.example:587`,
    });
    expect(env.ADMIN_TOKEN).toHaveLength(64);
  });
});

/** Every setting the server reads, as the schema names them. */
const SETTINGS = new Set(Object.keys(envSchema.in.shape));

/** The settings that refuse the placeholder (found by trying, so a new secret cannot be forgotten here). */
const GUARDED = [...SETTINGS].filter((name) =>
  [
    `${SECRET_PLACEHOLDER}-${"x".repeat(40)}`,
    `postgres://user:${SECRET_PLACEHOLDER}@db/x`,
    `smtp://user:${SECRET_PLACEHOLDER}@mail`,
    `https://hooks.example/${SECRET_PLACEHOLDER}`,
  ].some((value) => {
    try {
      parseEnv({
        LEADS_WEBHOOK_SECRET: randomSecret(),
        LEADS_WEBHOOK_URL: "https://h.example",
        [name]: value,
      });
      return false;
    } catch (error) {
      return (error as Error).message.startsWith(`Invalid environment variable ${name}: still holds`);
    }
  }),
);

/** Settings of the example and compose.yaml that reach the server inside another setting, which refuses them. */
const CARRIED_BY: Record<string, (value: string) => [string, string]> = {
  POSTGRES_PASSWORD: (value) => ["DATABASE_URL", `postgres://northpeak:${value}@db:5432/northpeak`],
};

/** Expects a shipped placeholder to stop the server, in its own setting or in the one that carries it. */
function expectShippedPlaceholderRefused(name: string, value: string) {
  if (SETTINGS.has(name))
    return expectPlaceholderRefused(name, value, { LEADS_WEBHOOK_SECRET: randomSecret() });
  const carried = CARRIED_BY[name];
  expect(carried, `${name} holds a placeholder the server never sees`).toBeDefined();
  expectPlaceholderRefused(...carried!(value));
}

const root = path.resolve(import.meta.dirname, "..");

/** The `NAME=value` lines of .env.example, the commented-out ones too (an operator uncomments them). */
function exampleSettings(): { name: string; value: string; active: boolean }[] {
  const text = readFileSync(path.join(root, ".env.example"), "utf8");
  return text.split("\n").flatMap((line) => {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) return [];
    const value = match[3]!.replace(/^"(.*)"$/, "$1");
    return [{ name: match[2]!, value, active: match[1] === undefined }];
  });
}

const composeFile = path.join(root, "compose.yaml");
const composeText = existsSync(composeFile) ? readFileSync(composeFile, "utf8") : "";

describe(".env.example", () => {
  const settings = exampleSettings();

  it("names only settings the server reads, or that compose.yaml takes from .env", () => {
    const composeNames = new Set(
      [...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]),
    );
    const unknown = settings.filter(
      ({ name }) => !SETTINGS.has(name) && !(name in CARRIED_BY) && !composeNames.has(name),
    );
    expect(unknown.map(({ name }) => name)).toEqual([]);
  });

  it("lists every secret, with a placeholder", () => {
    expect(GUARDED.sort()).toEqual(
      [
        "ADMIN_TOKEN",
        "ALTCHA_HMAC_SECRET",
        "BACKUP_KEY",
        "DATABASE_URL",
        "LEADS_WEBHOOK_SECRET",
        "LEADS_WEBHOOK_URL",
        "METRICS_TOKEN",
        "PREVIEW_SECRET",
        "RECAPTCHA_SECRET_KEY",
        "REVALIDATE_TOKEN",
        "SMTP_URL",
        "STRAPI_TOKEN",
      ].sort(),
    );
    for (const name of [...GUARDED, ...Object.keys(CARRIED_BY)]) {
      const listed = settings.find((setting) => setting.name === name);
      expect(listed?.value, `${name} in .env.example`).toContain(SECRET_PLACEHOLDER);
    }
  });

  it("ships no secret the server would start with", () => {
    const placeholders = settings.filter(({ value }) => value.toLowerCase().includes(SECRET_PLACEHOLDER));
    expect(placeholders.length).toBeGreaterThan(5);
    for (const { name, value } of placeholders) expectShippedPlaceholderRefused(name, value);
  });

  it("is a valid configuration once every placeholder is replaced by a random value", () => {
    const source = Object.fromEntries(
      settings
        .filter(({ active, name }) => active && SETTINGS.has(name))
        .map(({ name, value }) => [name, value.replace(/change-me[\w-]*/gi, randomSecret())]),
    );
    expect(() => parseEnv(source)).not.toThrow();
  });
});

describe.skipIf(composeText === "")("compose.yaml", () => {
  it("ships no placeholder secret the server would start with", () => {
    // The database's own guard names the placeholder to refuse it: that is no value to start with.
    const refusesPlaceholder = (line: string) => /\*change-me\*\)|still holds the placeholder/.test(line);
    const lines = composeText
      .split("\n")
      .filter(
        (line) =>
          !line.trim().startsWith("#") &&
          line.toLowerCase().includes(SECRET_PLACEHOLDER) &&
          !refusesPlaceholder(line),
      );
    for (const line of lines) {
      // `NAME: value` or `- NAME=value`, where ${VAR:-fallback} and ${VAR-fallback} are what compose
      // uses when the variable is not set: the placeholder.
      const match = /^\s*(?:-\s*)?([A-Z][A-Z0-9_]*)\s*[:=]\s*["']?(.*?)["']?\s*$/.exec(line);
      expect(match, `a placeholder outside a setting: ${line.trim()}`).not.toBeNull();
      const value = match![2]!.replace(/\$\{[A-Z0-9_]+:?-([^}]*)\}/g, "$1");
      expectShippedPlaceholderRefused(match![1]!, value);
    }
  });

  it("run with an unedited copy of .env.example as .env, the app refuses to start", () => {
    const dotenv = new Map(
      exampleSettings()
        .filter(({ active }) => active)
        .map(({ name, value }) => [name, value]),
    );
    // ${VAR}, ${VAR:-fallback}, ${VAR:?error}: the .env value when there is one, else the fallback.
    const interpolate = (value: string) =>
      value.replace(
        /\$\{([A-Z0-9_]+)(?::?([-?])([^}]*))?\}/g,
        (_, name: string, kind?: string, rest?: string) =>
          dotenv.get(name) ?? (kind === "-" ? (rest ?? "") : ""),
      );
    const appSettings = Object.fromEntries(
      [...composeText.matchAll(/^\s+([A-Z][A-Z0-9_]*): (.*)$/gm)]
        .filter((match) => SETTINGS.has(match[1]!))
        .map((match) => [match[1]!, interpolate(match[2]!.replace(/^["'](.*)["']$/, "$1"))]),
    );
    expect(Object.keys(appSettings)).toContain("ADMIN_TOKEN");
    expect(() => parseEnv(appSettings)).toThrow(/still holds the placeholder "change-me"/);
  });
});

describe("a production server others reach without PUBLIC_URL", () => {
  const warningFor = (source: Record<string, string>) => publicUrlWarning(parseEnv(source));

  it("is warned about when it listens beyond loopback or trusts a proxy, naming the address it takes posts from", () => {
    const sources: Record<string, string>[] = [
      { NODE_ENV: "production" },
      { NODE_ENV: "production", HOST: "10.0.0.5", PORT: "8080" },
      { NODE_ENV: "production", HOST: "127.0.0.1", TRUST_PROXY: "loopback" },
    ];
    for (const source of sources) {
      const warning = warningFor(source);
      expect(warning, JSON.stringify(source)).toContain("PUBLIC_URL is not set");
      expect(warning).toContain(`http://localhost:${source.PORT ?? 3000}`);
    }
  });

  it("is not warned about with PUBLIC_URL set, on loopback alone, or outside production", () => {
    expect(warningFor({ NODE_ENV: "production", PUBLIC_URL: "https://www.example.com" })).toBeUndefined();
    expect(
      warningFor({ NODE_ENV: "production", PUBLIC_URL: "https://www.example.com", TRUST_PROXY: "loopback" }),
    ).toBeUndefined();
    expect(warningFor({ NODE_ENV: "production", HOST: "127.0.0.1" })).toBeUndefined();
    expect(warningFor({ NODE_ENV: "production", HOST: "localhost" })).toBeUndefined();
    expect(warningFor({ NODE_ENV: "development" })).toBeUndefined();
  });
});

describe("connections that would send secrets or leads in clear", () => {
  const strapiHttp =
    /^Invalid environment variable STRAPI_URL: is http:\/\/, which sends STRAPI_TOKEN in clear: use https:\/\/, or set STRAPI_ALLOW_HTTP=true/;
  const databaseClear = /^Invalid environment variable DATABASE_URL: reaches another machine without TLS/;
  const smtpFlag = /^Invalid environment variable SMTP_URL: may give \w+ once, as true or false/;
  const db = (query: string) => ({ DATABASE_URL: `postgres://u:pw@db.internal:5432/site${query}` });
  const smtp = (query: string) => ({ SMTP_URL: `smtp://mail.internal:587/?${query}` });

  it.each([
    [{ STRAPI_URL: "http://cms.internal:1337" }, strapiHttp],
    [db(""), databaseClear],
    [db("?sslmode=prefer"), databaseClear],
    [db("?sslmode=allow"), databaseClear],
    [smtp("requireTLS=0"), smtpFlag],
    [smtp("requireTLS="), smtpFlag],
    [smtp("ignoreTLS=1"), smtpFlag],
    [smtp("secure=no"), smtpFlag],
    [smtp("requireTLS=true&requireTLS=false"), smtpFlag],
    [{ SMTP_URL: "smtps://mail.internal/?secure=false" }, /SMTP_URL: is smtps:\/\/, which is TLS throughout/],
  ])("refuses %j", (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it.each([
    { STRAPI_URL: "http://cms.internal:1337", STRAPI_ALLOW_HTTP: "true" },
    { STRAPI_URL: "https://cms.example" },
    { STRAPI_URL: "http://127.0.0.1:1337" },
    { STRAPI_URL: "http://localhost:1337" },
    { STRAPI_URL: "http://[::1]:1337" },
    db("?sslmode=verify-full"),
    db("?sslmode=require"),
    { DATABASE_URL: "postgres://u:pw@db:5432/site?sslmode=disable" },
    { DATABASE_URL: "postgres://u:pw@127.0.0.1:5432/site" },
    { DATABASE_URL: "postgresql://u:pw@localhost/site" },
    { SMTP_URL: "smtp://mail.internal:587" },
    { SMTP_URL: "smtp://relay.internal:25/?requireTLS=false" },
    { SMTP_URL: "smtp://127.0.0.1:2525/?ignoreTLS=true" },
    { SMTP_URL: "smtps://mail.internal" },
  ])("takes %j (TLS, this machine, or clear text asked for in so many words)", (source) => {
    expect(() => parseEnv(source)).not.toThrow();
  });

  it("says STRAPI_ALLOW_HTTP when it is set", () => {
    expect(
      parseEnv({ STRAPI_URL: "http://cms.internal:1337", STRAPI_ALLOW_HTTP: "true" }).STRAPI_ALLOW_HTTP,
    ).toBe(true);
  });
});
