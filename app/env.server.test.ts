import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, envSchema, parseEnv, publicUrlWarning, SECRET_PLACEHOLDER } from "./env.server";

const randomSecret = () => randomBytes(32).toString("hex");

/** The start-up refusal of `source`: the message of the EnvError it throws, or "" when it is taken. */
function refusal(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  return "";
}

/**
 * Expects `source` to stop start-up with one line a bad setting, each "Invalid environment variable
 * NAME: rule", the one for `name` starting with `rule`, and never the value of `name`.
 */
function expectRefused(source: Record<string, string>, name: string, rule: string) {
  const message = refusal(source);
  const lines = message.split("\n");
  for (const line of lines) expect(line).toMatch(/^Invalid environment variable [A-Z][A-Z0-9_]*: \S/);
  const own = lines.filter((line) => line.startsWith(`Invalid environment variable ${name}: `));
  expect(own, message).toHaveLength(1);
  expect(own[0]).toContain(`Invalid environment variable ${name}: ${rule}`);
  const value = source[name] ?? "";
  if (value.length >= 6) expect(message).not.toContain(value);
  expect(message).not.toMatch(/Pa55w0rd|hunter2|s3cret/);
}

const whole = (min: number, max: number) => `must be a whole number from ${min} to ${max}`;
const PLACEHOLDER_TEXT =
  'still holds the placeholder "change-me": set a random value of your own (for example `openssl rand -hex 32`)';
const PLACEHOLDER_IN_URL = (part: string) =>
  `still holds the placeholder "change-me": put the real ${part} in it`;
const TRUST_PROXY_RULE =
  "must be true, false, a hop count (1, 2, …) or a comma-separated list of addresses/CIDRs";
const MEDIA_ORIGINS_RULE = "must be a comma-separated list of http(s) origins (no path)";
const ANALYTICS_ORIGIN_RULE =
  "must be an http(s) origin alone, such as https://plausible.example.com (no path, query or user name)";
const STRAPI_HTTP =
  "is http://, which sends STRAPI_TOKEN in clear: use https://, or set STRAPI_ALLOW_HTTP=true for a Strapi on a network you trust";
const WEBHOOK_HTTP =
  "is http://, which sends every lead in clear: use https://, or set LEADS_WEBHOOK_ALLOW_HTTP=true for a receiver on a network you trust";
const DATABASE_CLEAR = "reaches another machine without TLS";
const SMTP_FLAG = (name: string) => `may give ${name} once, as true or false`;
const plausible = { ANALYTICS_PROVIDER: "plausible", ANALYTICS_SITE_ID: "www.northpeak.example" };
const umamiId = "0f0e0d0c-0b0a-4908-8706-050403020100";
const stats = (provider: string, siteId = "") => ({
  ANALYTICS_PROVIDER: provider,
  ANALYTICS_ORIGIN: "https://stats.example",
  ...(siteId ? { ANALYTICS_SITE_ID: siteId } : {}),
});
const plausibleAt = stats("plausible");
const umami = stats("umami");
const hook = { LEADS_WEBHOOK_SECRET: randomSecret() };
const recaptcha = { CAPTCHA_PROVIDER: "recaptcha" };
const withHook = { LEADS_WEBHOOK_URL: "https://hooks.example/x" };
const db = (query: string) => `postgres://u:pw@db.internal:5432/site${query}`;
const smtp = (query: string) => `smtp://mail.internal:587/?${query}`;
const PLAUSIBLE_ID = "the site's domain as Plausible knows it";
const UMAMI_ID = "must be the website's id in Umami, a UUID when ANALYTICS_PROVIDER=umami";

/** A setting, a text it takes, and the value it becomes. */
type Taken = [name: string, text: string, value: unknown];

describe("parseEnv", () => {
  it("applies the defaults the reference table does not state as plain values", () => {
    // The plain ones are compared with docs/configuration.md's table by env-reference.test.ts.
    expect(parseEnv({})).toMatchObject({
      CONTENT_DIR: expect.stringMatching(/content$/),
      STRAPI_MEDIA_ORIGINS: [],
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

  it.each<Taken>([
    ["PORT", " 8080 ", 8080],
    ["MAIL_MAX_ATTEMPTS", "  ", 12],
    ["LEADS_RETENTION_DAYS", "", undefined],
    ["LEADS_WEBHOOK_FORMAT", "", "json"],
    ["ANALYTICS_PROVIDER", "", "none"],
    ["HSTS_MAX_AGE", "0", 0],
    ["STRAPI_TOKEN", "it-token", "it-token"],
    // Express's trust proxy value.
    ["TRUST_PROXY", "0", false],
    ["TRUST_PROXY", "2", 2],
    [
      "TRUST_PROXY",
      " 10.0.0.0/8 , ::1, fd00::/8, loopback, linklocal, uniquelocal ",
      ["10.0.0.0/8", "::1", "fd00::/8", "loopback", "linklocal", "uniquelocal"],
    ],
    // Indexing stays on unless switched off.
    ...["", "yes", "1"].map((text): Taken => ["ALLOW_INDEXING", text, true]),
    ...["false", "0", "no"].map((text): Taken => ["ALLOW_INDEXING", text, false]),
    // Origins, normalised and without repeats.
    [
      "STRAPI_MEDIA_ORIGINS",
      " https://Bucket.S3.eu-west-1.amazonaws.com/ , https://res.cloudinary.com,http://localhost:9000 ",
      ["https://bucket.s3.eu-west-1.amazonaws.com", "https://res.cloudinary.com", "http://localhost:9000"],
    ],
    ["STRAPI_MEDIA_ORIGINS", "https://media.example,https://MEDIA.example/", ["https://media.example"]],
    ["STRAPI_MEDIA_ORIGINS", "http://[::1]:9000", ["http://[::1]:9000"]],
  ])("takes %s=%j as %j (empty is unset, as for every setting)", (name, text, expected) => {
    expect(parseEnv({ [name]: text })[name as "PORT"]).toEqual(expected);
  });

  it("derives PUBLIC_URL from PORT and trims a trailing slash", () => {
    expect(parseEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(parseEnv({ PUBLIC_URL: "https://www.northpeak.example/" }).PUBLIC_URL).toBe(
      "https://www.northpeak.example",
    );
  });

  it("takes the token failure limit under its former name, the new one winning", () => {
    expect(parseEnv({ RATE_LIMIT_STAFF_SIGN_IN: "7" }).RATE_LIMIT_TOKEN_FAILURES).toBe(7);
    expect(
      parseEnv({ RATE_LIMIT_TOKEN_FAILURES: "3", RATE_LIMIT_STAFF_SIGN_IN: "7" }).RATE_LIMIT_TOKEN_FAILURES,
    ).toBe(3);
  });

  // A provider's origin, normalised, and site id are taken: server/security.test.ts ("an analytics provider").

  it.each([
    { ADMIN_TOKEN: randomBytes(18).toString("base64url"), REVALIDATE_TOKEN: "0123456789abcdef".repeat(4) },
    { DATABASE_URL: `postgres://northpeak:${randomSecret()}@db:5432/northpeak?sslmode=require` },
    { SMTP_URL: `smtp://website:${randomSecret()}@smtp.example:587` },
    { ...hook, LEADS_WEBHOOK_URL: "https://hooks.slack.com/services/T0/B0/x", LEADS_WEBHOOK_FORMAT: "slack" },
    { ...hook, LEADS_WEBHOOK_URL: "http://127.0.0.1:9000/hook", LEADS_WEBHOOK_ALLOW_HTTP: "true" },
    { ...stats("plausible", "a.example,b.example") },
    // An origin and id left behind once the provider is none.
    { ANALYTICS_PROVIDER: "none", ANALYTICS_ORIGIN: "https://stats.example", ANALYTICS_SITE_ID: "x" },
    // TLS, this machine, or clear text asked for in so many words.
    { STRAPI_URL: "http://cms.internal:1337", STRAPI_ALLOW_HTTP: "true" },
    { STRAPI_URL: "http://127.0.0.1:1337" },
    { STRAPI_URL: "http://[::1]:1337" },
    { DATABASE_URL: "postgres://u:pw@db:5432/site?sslmode=disable" },
    { DATABASE_URL: "postgresql://u:pw@localhost/site" },
    { SMTP_URL: "smtp://relay.internal:25/?requireTLS=false" },
    { SMTP_URL: "smtps://mail.internal" },
  ])("takes %j", (source) => {
    const env = parseEnv(source);
    for (const [name, value] of Object.entries(source))
      if (/^(true|false)$/.test(value)) expect(env[name as "HSTS_PRELOAD"], name).toBe(value === "true");
  });
});

/** A setting, a value it refuses, the start of the rule it names, and the other settings beside it. */
type Refusal = [name: string, value: string, rule: string, context?: Record<string, string>];

describe("a bad setting", () => {
  it.each<Refusal>([
    ["PORT", "65536", whole(0, 65535)],
    ["MAIL_MAX_ATTEMPTS", "1.5", whole(1, 100)],
    ["UPLOAD_CONCURRENCY", "1e3", whole(1, 1000)],
    ["ALTCHA_COST", "0x10", whole(1, 1_000_000)],
    ["MAIL_RETRY_MAX_MS", "1000", "must not be below MAIL_RETRY_MIN_MS", { MAIL_RETRY_MIN_MS: "5000" }],
    ["LEADS_RETENTION_DAYS", "0", whole(1, 36_500)],
    ["UPLOAD_CLIENT_MEMORY_MB", "24", whole(25, 4096)],
    ["ANALYTICS_PROVIDER", "google", "must be none, plausible or umami"],
    ["LEADS_WEBHOOK_FORMAT", "Pa55w0rd-format", "must be json or slack"],
    ["ALLOW_INDEXING", "Pa55w0rd-flag", "Invalid option"],
    // Secrets: long enough, not a pattern, not the placeholder.
    ["ADMIN_TOKEN", "hunter2-not-long-enough", "must be at least 24 characters"],
    ["METRICS_TOKEN", "Pa55w0rd-metrics-not-32-chars", "must be at least 32 characters"],
    ["ADMIN_TOKEN", "a".repeat(40), "is one character repeated"],
    ["ALTCHA_HMAC_SECRET", "aaaabbbbccccddddeeeeffffgggggggg", "uses only 7 different characters"],
    [
      "DATABASE_URL",
      "postgresql://northpeak@db/northpeak?password=CHANGE-ME-too",
      PLACEHOLDER_IN_URL("password"),
    ],
    [
      "LEADS_WEBHOOK_URL",
      "https://hooks.slack.com/services/change-me-to-the-path",
      PLACEHOLDER_IN_URL("URL"),
      hook,
    ],
    [
      "BACKUP_KEY",
      "a-long-passphrase-an-operator-typed-1234",
      "must be 32 random bytes, as 64 hex characters (`openssl rand -hex 32`)",
    ],
    // URLs: the protocol, no credentials where they would leak, nothing sent in clear unasked.
    ["DATABASE_URL", "mysql://admin:Pa55w0rd-db@db.internal/leads", "must be a postgres:// URL"],
    ["SMTP_URL", "http://mailer:Pa55w0rd-smtp@mail.internal", "must be a smtp:// or smtps:// URL"],
    [
      "STRAPI_URL",
      "https://cms:Pa55w0rd-cms@cms.internal",
      "must not contain a user name or password (put the API token in STRAPI_TOKEN)",
    ],
    ["STRAPI_URL", "", "is required when CONTENT_SOURCE=strapi", { CONTENT_SOURCE: "strapi" }],
    ["STRAPI_URL", "http://cms.internal:1337", STRAPI_HTTP],
    ["DATABASE_URL", db("?sslmode=prefer"), DATABASE_CLEAR],
    ["SMTP_URL", smtp("requireTLS=0"), SMTP_FLAG("requireTLS")],
    ["SMTP_URL", smtp("requireTLS=true&requireTLS=false"), SMTP_FLAG("requireTLS")],
    ["SMTP_URL", "smtps://mail.internal/?secure=false", "is smtps://, which is TLS throughout"],
    ["RECAPTCHA_SECRET_KEY", "", "is required when CAPTCHA_PROVIDER=recaptcha", recaptcha],
    // The lead webhook: URL and secret together, over https unless plain http is asked for.
    ["LEADS_WEBHOOK_SECRET", "", "is required when LEADS_WEBHOOK_URL is set", withHook],
    ["LEADS_WEBHOOK_URL", "", "is required when LEADS_WEBHOOK_SECRET is set", hook],
    ["LEADS_WEBHOOK_URL", "hooks.example", "must be a http(s) URL", hook],
    ["LEADS_WEBHOOK_URL", "http://hooks.example/Pa55w0rd", WEBHOOK_HTTP, hook],
    ["LEADS_WEBHOOK_URL", "HTTP://hooks.example/x", WEBHOOK_HTTP, hook],
    ["LEADS_WEBHOOK_URL", "http://127.0.0.1:9000/hook", WEBHOOK_HTTP, hook],
    // HSTS preload only as the list takes it.
    ["HSTS_PRELOAD", "true", "needs HSTS_INCLUDE_SUBDOMAINS=true"],
    // TRUST_PROXY as Express takes it, the position of a bad entry named, never its value; the named
    // ranges only as Express spells them.
    ...[
      "yes",
      "Loopback",
      "10.0.0.0/33",
      "::1/129",
      "10.0.0.1,",
      "10.0.0.0/8/1",
      "10.0.0.0/x",
      "10.0.0.1,Pa55w0rd-proxy",
      // Express's proxy-addr takes neither a zone id nor a zero-padded prefix.
      "fe80::1%eth0",
      "10.0.0.0/08",
    ].map((value): Refusal => ["TRUST_PROXY", value, TRUST_PROXY_RULE]),
    ["TRUST_PROXY", "11", "must be a hop count of at most 10"],
    // Origins alone: no path, query, user, wildcard or CSP syntax.
    ...[
      "media.example",
      "ftp://media.example",
      "https://media.example/uploads",
      "https://media:Pa55w0rd-media@media.internal",
      "https://*.cloudinary.com",
      "https://media.example;script-src *",
      "https://media.example,not an origin",
    ].map((value): Refusal => ["STRAPI_MEDIA_ORIGINS", value, MEDIA_ORIGINS_RULE]),
    ...["https://a.example,https://b.example", "'unsafe-inline'"].map(
      (value): Refusal => ["ANALYTICS_ORIGIN", value, ANALYTICS_ORIGIN_RULE, plausible],
    ),
    // A provider wants its origin and a site id of its format.
    ["ANALYTICS_ORIGIN", "", "is required when ANALYTICS_PROVIDER=plausible", plausible],
    ["ANALYTICS_SITE_ID", "", UMAMI_ID, umami],
    ["ANALYTICS_SITE_ID", 'www.northpeak.example" onload="x', `must be ${PLAUSIBLE_ID}`, plausibleAt],
    ["ANALYTICS_SITE_ID", `${umamiId}<`, UMAMI_ID, umami],
  ])("%s=%j stops start-up: %s", (name, value, rule, context = {}) => {
    expectRefused({ ...context, [name]: value }, name, rule);
  });

  it("is named with every other in one pass, a line each", () => {
    const placeholder = "change-me-to-a-random-token-of-32-characters";
    const message = refusal({ ADMIN_TOKEN: placeholder, METRICS_TOKEN: placeholder, HSTS_MAX_AGE: "1y" });
    expect(message.split("\n").sort()).toEqual([
      `Invalid environment variable ADMIN_TOKEN: ${PLACEHOLDER_TEXT}`,
      `Invalid environment variable HSTS_MAX_AGE: ${whole(0, 315_360_000)}`,
      `Invalid environment variable METRICS_TOKEN: ${PLACEHOLDER_TEXT}`,
    ]);
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
  ].some((value) =>
    refusal({ ...hook, LEADS_WEBHOOK_URL: "https://h.example", [name]: value }).startsWith(
      `Invalid environment variable ${name}: still holds`,
    ),
  ),
);

/** Settings of the example and compose.yaml that reach the server inside another setting, which refuses them. */
const CARRIED_BY: Record<string, (value: string) => [string, string]> = {
  POSTGRES_PASSWORD: (value) => ["DATABASE_URL", `postgres://northpeak:${value}@db:5432/northpeak`],
};

/** Expects a shipped placeholder to stop the server, in its own setting or in the one that carries it. */
function expectShippedPlaceholderRefused(name: string, value: string) {
  const [setting, text] = SETTINGS.has(name) ? [name, value] : (CARRIED_BY[name]?.(value) ?? [name, value]);
  expect(SETTINGS.has(setting), `${name} holds a placeholder the server never sees`).toBe(true);
  expectRefused({ ...hook, [setting]: text }, setting, 'still holds the placeholder "change-me"');
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

  // Its secrets as random hex (ADMIN_TOKEN, ALTCHA_HMAC_SECRET, BACKUP_KEY) are taken here.
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
    expect(warningFor({ NODE_ENV: "production", HOST: "127.0.0.5" })).toBeUndefined();
    expect(warningFor({ NODE_ENV: "development" })).toBeUndefined();
  });
});
