import path from "node:path";
import { z } from "zod";
import { UPLOAD_LIMITS } from "./settings/upload-limits";
import { analyticsProviders, siteIdRules } from "./settings/analytics-providers.server";
import { BACKUP_KEY_RULE, decodeBackupKey } from "./settings/backup-key-format.server";
import { HSTS_MAX_AGE_LIMIT, hstsIssues } from "./http/hsts.server";
import { trustProxySetting } from "./http/trust-proxy.server";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** Whether `text` is a URL of a scheme `protocols` matches (`/^https?:$/`). */
const isUrl = (text: string, protocols: RegExp) => protocols.test(URL.parse(text)?.protocol ?? "");

const optionalUrl = (protocols: RegExp, hint: string) =>
  optionalString.refine((v) => v === undefined || isUrl(v, protocols), { message: `must be a ${hint} URL` });

const hasCredentials = (url: string) => {
  const parsed = URL.parse(url); // null when refused by optionalUrl already
  return parsed !== null && (parsed.username !== "" || parsed.password !== "");
};

/** The placeholder in .env.example's and compose.yaml's secrets, refused: a copied example cannot run. */
export const SECRET_PLACEHOLDER = "change-me";
const holdsPlaceholder = (value: string | undefined) =>
  value?.toLowerCase().includes(SECRET_PLACEHOLDER) === true;
const PLACEHOLDER_RULE = `still holds the placeholder "${SECRET_PLACEHOLDER}": set a random value of your own (for example \`openssl rand -hex 32\`)`;

const RANDOM_VALUE_HINT = "set a random value (for example `openssl rand -hex 32`)";

/** Why a secret is easy to guess whatever its length (a typed pattern), never naming its characters. */
function secretWeakness(value: string): string | undefined {
  const distinct = new Set(value).size;
  if (distinct === 1) return `is one character repeated: ${RANDOM_VALUE_HINT}`;
  const needed = Math.min(10, Math.ceil(value.length / 4));
  if (distinct < needed)
    return `uses only ${distinct} different characters, too few for a secret of its length: ${RANDOM_VALUE_HINT}`;
  return undefined;
}

const notPlaceholder = optionalString.refine((v) => !holdsPlaceholder(v), { message: PLACEHOLDER_RULE });

/** A token, key or secret: not the placeholder, at least `minLength` characters, not a pattern. */
const secret = (minLength = 1) =>
  notPlaceholder.superRefine((v, ctx) => {
    if (v === undefined) return;
    const problem = v.length < minLength ? `must be at least ${minLength} characters` : secretWeakness(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** A URL that may carry a password (or, for a webhook, a secret path), refused with the placeholder. */
const urlWithSecret = (protocols: RegExp, hint: string, secretPart: "password" | "URL") =>
  optionalUrl(protocols, hint).refine((v) => !holdsPlaceholder(v), {
    message: `still holds the placeholder "${SECRET_PLACEHOLDER}": put the real ${secretPart} in it`,
  });

/** A whole number from `min` to `max` in digits only (not "1e3"); empty is unset, not 0. */
const optionalWholeNumber = (min: number, max: number) =>
  optionalString.transform((text, ctx) => {
    if (text === undefined) return undefined;
    const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (value >= min && value <= max) return value;
    ctx.addIssue({ code: "custom", message: `must be a whole number from ${min} to ${max}` });
    return z.NEVER;
  });
const wholeNumber = (min: number, max: number, fallback: number) =>
  optionalWholeNumber(min, max).transform((value) => value ?? fallback);

const booleanFlag = (fallback = false) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === "true" || v === "1" || v === "yes"));

/** A parsed host safe in a CSP source: the URL parser lets `;` (a new directive), `,` and `*` through. */
const PLAIN_HOST = /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/;

/** The normalised origin of a bare http(s) origin (a trailing slash is allowed), else undefined. */
function originOf(item: string): string | undefined {
  if (!URL.canParse(item)) return undefined;
  const url = new URL(item);
  // The serialised URL is the origin and a slash alone only without user, path, `?` or `#`.
  const bare = /^https?:$/.test(url.protocol) && url.href === `${url.origin}/`;
  return bare && PLAIN_HOST.test(url.hostname) ? url.origin : undefined;
}

const commaList = (raw: string | undefined) =>
  (raw ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** A comma-separated list of http(s) origins, normalised (`https://Media.example/` → `https://media.example`). */
const originList = optionalString.transform((raw, ctx) => {
  const origins = commaList(raw).map(originOf);
  if (origins.every((origin) => origin !== undefined)) return [...new Set(origins)];
  ctx.addIssue({ code: "custom", message: "must be a comma-separated list of http(s) origins (no path)" });
  return z.NEVER;
});

/** One http(s) origin, normalised as originList's are. */
const singleOrigin = optionalString
  .refine((raw) => raw === undefined || originOf(raw) !== undefined, {
    abort: true,
    message:
      "must be an http(s) origin alone, such as https://plausible.example.com (no path, query or user name)",
  })
  .transform((raw) => raw && originOf(raw));

/**
 * Why an SMTP URL's TLS parameters are refused: only `true` and `false`, since the mailer reads
 * `requireTLS=0` as false; smtps:// may not turn TLS off.
 */
function smtpTlsOptionIssue(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const { protocol, searchParams } = new URL(url);
  for (const name of ["requireTLS", "ignoreTLS", "secure"]) {
    const values = searchParams.getAll(name);
    if (values.length > 1 || values.some((value) => value !== "true" && value !== "false"))
      return `may give ${name} once, as true or false`;
  }
  if (protocol === "smtps:" && searchParams.get("secure") === "false")
    return "is smtps://, which is TLS throughout: secure=false would send in clear";
  return undefined;
}

const isLoopbackHost = (host: string) =>
  ["localhost", "::1", "[::1]"].includes(host) || /^127\.\d+\.\d+\.\d+$/.test(host);

/** The sslmode values that say how to connect: node-postgres refuses without TLS, or the operator chose none. */
const DECIDED_SSL_MODES = new Set(["disable", "require", "verify-ca", "verify-full"]);

/** Why a PostgreSQL URL to another machine is refused: no `sslmode=require` or stronger, nor `disable`. */
function databaseTlsIssue(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const { hostname, searchParams } = new URL(url);
  if (hostname === "" || isLoopbackHost(hostname)) return undefined;
  if (DECIDED_SSL_MODES.has(searchParams.get("sslmode") ?? "")) return undefined;
  return "reaches another machine without TLS: add ?sslmode=verify-full (or require), or ?sslmode=disable for a database on a network you trust";
}

const LARGEST_REQUEST_MB = Math.ceil(UPLOAD_LIMITS.maxRequestBytes / (1024 * 1024));

/** Every setting of the server, validated once at start-up. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: wholeNumber(0, 65535, 3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    PUBLIC_URL: optionalUrl(/^https?:$/, "http(s)"),
    DATA_DIR: z.string().min(1).default("./data"),
    BACKUP_DIR: optionalString,
    // Encrypts and authenticates backups (ADR 029); unset, they are plain and the commands warn.
    BACKUP_KEY: notPlaceholder.refine((v) => v === undefined || decodeBackupKey(v) !== undefined, {
      message: BACKUP_KEY_RULE,
    }),
    PGLITE_TEMPLATE_DIR: optionalString,
    DATABASE_URL: urlWithSecret(/^postgres(ql)?:$/, "postgres://", "password"),
    SMTP_URL: urlWithSecret(/^smtps?:$/, "smtp:// or smtps://", "password"),
    MAIL_FROM: z.string().min(3).default("Northpeak Website <website@northpeak.example>"),
    LEADS_TO: z.string().min(3).default("leads@northpeak.example"),
    CAPTCHA_PROVIDER: z.enum(["altcha", "recaptcha"]).default("altcha"),
    RECAPTCHA_SITE_KEY: optionalString,
    RECAPTCHA_SECRET_KEY: secret(),
    CONTENT_SOURCE: z.enum(["local", "strapi"]).default("local"),
    // fetch refuses a URL with credentials, and media URLs built on it would put them in pages.
    STRAPI_URL: optionalUrl(/^https?:$/, "http(s)").refine((v) => v === undefined || !hasCredentials(v), {
      message: "must not contain a user name or password (put the API token in STRAPI_TOKEN)",
    }),
    STRAPI_ALLOW_HTTP: booleanFlag(),
    STRAPI_TOKEN: secret(),
    // Upload providers (S3, Cloudinary) serve Strapi's media from their own hosts; img-src must name them.
    STRAPI_MEDIA_ORIGINS: originList,
    STRAPI_TIMEOUT_MS: wholeNumber(100, 60_000, 5000),
    CONTENT_DIR: z.string().min(1).default("./content"),
    CONTENT_CACHE_TTL_SECONDS: wholeNumber(0, 86_400, 60),
    TRUST_PROXY: trustProxySetting,
    ALLOWED_ORIGINS: optionalString
      .transform(commaList)
      .refine((list) => list.every((item) => isUrl(item, /^https?:$/)), {
        message: "must be a comma-separated list of http(s) origins",
      }),
    // Optional analytics (ADR 035); the CSP allows ANALYTICS_ORIGIN only when a provider is set.
    ANALYTICS_PROVIDER: z
      .enum(["none", ...analyticsProviders, ""], {
        message: `must be none, ${analyticsProviders.join(" or ")}`,
      })
      .optional()
      .transform((v) => (v === undefined || v === "" ? "none" : v)),
    ANALYTICS_ORIGIN: singleOrigin,
    ANALYTICS_SITE_ID: optionalString,
    // false on staging and preview hosts, so search engines never list a copy of the site.
    ALLOW_INDEXING: booleanFlag(true),
    // HSTS, sent when PUBLIC_URL is https (ADR 003). Subdomains and preload bind every name under the
    // host for years, so each is opt-in.
    HSTS_MAX_AGE: wholeNumber(0, HSTS_MAX_AGE_LIMIT, 63_072_000),
    HSTS_INCLUDE_SUBDOMAINS: booleanFlag(),
    HSTS_PRELOAD: booleanFlag(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    RATE_LIMIT_CONTACT_PER_HOUR: wholeNumber(1, 100_000, 20),
    // A script can solve the plain-text no-JavaScript question, so that path has its own limit (ADR 032).
    RATE_LIMIT_NO_SCRIPT_PER_HOUR: wholeNumber(1, 100_000, 5),
    // Minimum time between serving the no-JavaScript question and accepting its answer (ADR 032).
    NO_SCRIPT_MIN_SECONDS: wholeNumber(0, 600, 5),
    // Uploads in flight across the process; beyond them a lead gets 503 and is not read.
    UPLOAD_MEMORY_BUDGET_MB: wholeNumber(30, 4096, 64),
    UPLOAD_CONCURRENCY: wholeNumber(1, 1000, 8),
    UPLOAD_IDLE_TIMEOUT_MS: wholeNumber(100, 600_000, 30_000),
    // One client's share of the above (ADR 028); never less than one request of the largest size.
    UPLOAD_CLIENT_CONCURRENCY: wholeNumber(1, 1000, 2),
    UPLOAD_CLIENT_MEMORY_MB: wholeNumber(LARGEST_REQUEST_MB, 4096, LARGEST_REQUEST_MB),
    // Slowest average rate a form body may arrive at once the grace period has passed (ADR 028).
    UPLOAD_MIN_BYTES_PER_SECOND: wholeNumber(1, 1_000_000_000, 8192),
    UPLOAD_RATE_GRACE_MS: wholeNumber(0, 600_000, 10_000),
    // Attachment bytes stored per client (an IPv6 /64) per hour and site-wide per day, so no client
    // fills the disk; beyond them a lead with files gets 429 or 503.
    ATTACHMENT_MB_PER_CLIENT_PER_HOUR: wholeNumber(1, 1_000_000, 100),
    ATTACHMENT_MB_PER_DAY: wholeNumber(1, 10_000_000, 2048),
    // Free space under DATA_DIR below which leads with files get 503 (and /readyz and /metrics say so).
    DATA_DIR_MIN_FREE_MB: wholeNumber(0, 1_000_000_000, 1024),
    RATE_LIMIT_CAPTCHA_PER_MINUTE: wholeNumber(1, 10_000, 30),
    // Lead form steps (view, start) one client may report per minute, counted in memory only.
    RATE_LIMIT_FORM_EVENTS_PER_MINUTE: wholeNumber(1, 1_000_000, 30),
    // Failed attempts at any token or secret, per client per 15 minutes (ADR 030).
    // RATE_LIMIT_STAFF_SIGN_IN is accepted as an alias.
    RATE_LIMIT_TOKEN_FAILURES: optionalWholeNumber(1, 10_000),
    RATE_LIMIT_STAFF_SIGN_IN: optionalWholeNumber(1, 10_000),
    AUDIT_RETENTION_DAYS: wholeNumber(1, 36_500, 365),
    MAIL_RETRY_MIN_MS: wholeNumber(10, 86_400_000, 30_000),
    MAIL_RETRY_MAX_MS: wholeNumber(10, 604_800_000, 3_600_000),
    MAIL_MAX_ATTEMPTS: wholeNumber(1, 100, 12),
    MAIL_CONFIRMATION: booleanFlag(),
    ADMIN_TOKEN: secret(24),
    METRICS_TOKEN: secret(32),
    REVALIDATE_TOKEN: secret(24),
    PREVIEW_SECRET: secret(32),
    LEADS_RETENTION_DAYS: optionalWholeNumber(1, 36_500),
    // Lead alerts by webhook: both or neither; the URL's path may itself be a secret (Slack).
    LEADS_WEBHOOK_URL: urlWithSecret(/^https?:$/, "http(s)", "URL"),
    LEADS_WEBHOOK_SECRET: secret(32),
    LEADS_WEBHOOK_ALLOW_HTTP: booleanFlag(),
    LEADS_WEBHOOK_FORMAT: z
      .enum(["json", "slack", ""], { message: "must be json or slack" })
      .optional()
      .transform((v): "json" | "slack" => (v === "slack" ? "slack" : "json")),
    ALTCHA_HMAC_SECRET: secret(32),
    ALTCHA_COST: wholeNumber(1, 1_000_000, 1000),
    ALTCHA_MAX_COUNTER: wholeNumber(10, 10_000_000, 5000),
  })
  .superRefine((env, ctx) => {
    const refuse = (name: keyof typeof env, message: string | undefined) => {
      if (message) ctx.addIssue({ code: "custom", path: [name], message });
    };
    if (env.CAPTCHA_PROVIDER === "recaptcha") {
      for (const key of ["RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET_KEY"] as const)
        if (!env[key]) refuse(key, "is required when CAPTCHA_PROVIDER=recaptcha");
    }
    if (env.MAIL_RETRY_MAX_MS < env.MAIL_RETRY_MIN_MS)
      refuse("MAIL_RETRY_MAX_MS", "must not be below MAIL_RETRY_MIN_MS");
    if (env.LEADS_WEBHOOK_URL && !env.LEADS_WEBHOOK_SECRET)
      refuse("LEADS_WEBHOOK_SECRET", "is required when LEADS_WEBHOOK_URL is set");
    if (env.LEADS_WEBHOOK_URL?.toLowerCase().startsWith("http:") && !env.LEADS_WEBHOOK_ALLOW_HTTP)
      refuse(
        "LEADS_WEBHOOK_URL",
        "is http://, which sends every lead in clear: use https://, or set LEADS_WEBHOOK_ALLOW_HTTP=true for a receiver on a network you trust",
      );
    if (env.LEADS_WEBHOOK_SECRET && !env.LEADS_WEBHOOK_URL)
      refuse("LEADS_WEBHOOK_URL", "is required when LEADS_WEBHOOK_SECRET is set");
    for (const message of hstsIssues(env)) refuse("HSTS_PRELOAD", message);
    if (env.ANALYTICS_PROVIDER !== "none") {
      if (!env.ANALYTICS_ORIGIN)
        refuse(
          "ANALYTICS_ORIGIN",
          `is required when ANALYTICS_PROVIDER=${env.ANALYTICS_PROVIDER} (the origin its script is served from)`,
        );
      const rule = siteIdRules[env.ANALYTICS_PROVIDER];
      if (!env.ANALYTICS_SITE_ID || !rule.pattern.test(env.ANALYTICS_SITE_ID))
        refuse("ANALYTICS_SITE_ID", `must be ${rule.hint} when ANALYTICS_PROVIDER=${env.ANALYTICS_PROVIDER}`);
    }
    const strapi = URL.parse(env.STRAPI_URL ?? ""); // null when unset or refused by optionalUrl already
    if (strapi?.protocol === "http:" && !isLoopbackHost(strapi.hostname) && !env.STRAPI_ALLOW_HTTP)
      refuse(
        "STRAPI_URL",
        "is http://, which sends STRAPI_TOKEN in clear: use https://, or set STRAPI_ALLOW_HTTP=true for a Strapi on a network you trust",
      );
    refuse("DATABASE_URL", env.DATABASE_URL && databaseTlsIssue(env.DATABASE_URL));
    refuse("SMTP_URL", env.SMTP_URL && smtpTlsOptionIssue(env.SMTP_URL));
    if (env.CONTENT_SOURCE === "strapi" && !env.STRAPI_URL)
      refuse("STRAPI_URL", "is required when CONTENT_SOURCE=strapi");
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    // Unset, the site accepts form posts only from its loopback address: see publicUrlWarning.
    PUBLIC_URL_IS_DEFAULT: env.PUBLIC_URL === undefined,
    DATA_DIR: path.resolve(env.DATA_DIR),
    BACKUP_DIR: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups")),
    CONTENT_DIR: path.resolve(env.CONTENT_DIR),
    RATE_LIMIT_TOKEN_FAILURES: env.RATE_LIMIT_TOKEN_FAILURES ?? env.RATE_LIMIT_STAFF_SIGN_IN ?? 10,
  }));

export type Env = z.infer<typeof envSchema>;

/** The start-up warning for a reachable production server without PUBLIC_URL, which refuses its forms. */
export function publicUrlWarning(env: Env): string | undefined {
  if (env.NODE_ENV !== "production" || !env.PUBLIC_URL_IS_DEFAULT) return undefined;
  if (env.TRUST_PROXY === false && isLoopbackHost(env.HOST.trim())) return undefined;
  return (
    `PUBLIC_URL is not set, so this site takes form posts only from pages opened at ${env.PUBLIC_URL} ` +
    "and names that address in its links, sitemap and e-mails. Set PUBLIC_URL to the address visitors " +
    "use (https://www.example.com) before they send a lead."
  );
}

export class EnvError extends Error {}

/** Parses an environment; the error names every invalid variable, a line each, never a value. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const { fieldErrors } = z.flattenError(result.error);
  const lines = Object.entries(fieldErrors).map(
    ([name, messages]) => `Invalid environment variable ${name}: ${messages?.[0]}`,
  );
  throw new EnvError(lines.join("\n"));
}

let cached: Env | undefined;

/** The process environment, parsed on first use and then kept. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
