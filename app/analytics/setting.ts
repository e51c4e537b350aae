/**
 * The analytics provider a deployment may plug in (none unless ANALYTICS_PROVIDER names one): which
 * provider, the origin its script and its event endpoint are served from, and the site's id there.
 * The root loader states it, and the server writes it into the page's boot script (./boot-script.ts)
 * only when a provider is configured. Prerendered pages carry a stand-in the server fills in at
 * start-up (./prerender-fill.server.ts), so one build serves any setting, like PUBLIC_URL
 * (app/lib/prerender.ts).
 */

export const analyticsProviders = ["plausible", "umami"] as const;
export type AnalyticsProvider = (typeof analyticsProviders)[number];

export type AnalyticsSetting = { provider: AnalyticsProvider; origin: string; siteId: string };

/**
 * What each provider calls the site, and the characters it may hold: Plausible's data-domain is the
 * site's domain (a comma-separated list reports to several sites at once), Umami's data-website-id a
 * UUID. Neither pattern lets through a quote, a space or a markup character, so the id can stand as
 * it is in an attribute, a script's data and a policy.
 */
export const siteIdRules: Record<AnalyticsProvider, { pattern: RegExp; hint: string }> = {
  plausible: {
    pattern: /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(,[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*)*$/,
    hint: "the site's domain as Plausible knows it (say www.example.com; a comma-separated list of domains)",
  },
  umami: {
    pattern: /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/,
    hint: "the website's id in Umami, a UUID",
  },
};

/** The settings as the environment names them, once validated (app/env.server.ts). */
export type AnalyticsEnv = {
  ANALYTICS_PROVIDER: AnalyticsProvider | "none";
  ANALYTICS_ORIGIN?: string;
  ANALYTICS_SITE_ID?: string;
};

/** The configured provider, or undefined when none is (or its origin or id is missing). */
export function analyticsSettingOf(env: AnalyticsEnv): AnalyticsSetting | undefined {
  const { ANALYTICS_PROVIDER: provider, ANALYTICS_ORIGIN: origin, ANALYTICS_SITE_ID: siteId } = env;
  return provider !== "none" && origin && siteId ? { provider, origin, siteId } : undefined;
}

/**
 * The setting as the root loader hands it to the browser: "provider origin siteId", or "" for none.
 * Plain text, so a stand-in of the same kind can take its place in prerendered pages and data.
 */
export function analyticsSettingText(setting: AnalyticsSetting | undefined): string {
  return setting ? `${setting.provider} ${setting.origin} ${setting.siteId}` : "";
}

/**
 * Reads analyticsSettingText's text back; anything else (the stand-in of a page the server did not
 * fill in, say) is no provider. The server checked the values at start-up: the browser only takes
 * them apart, which keeps the rules above out of the page's script.
 */
export function parseAnalyticsSetting(text: string | undefined): AnalyticsSetting | undefined {
  const [provider, origin, siteId, ...rest] = (text ?? "").split(" ");
  const known = analyticsProviders.find((name) => name === provider);
  return known && origin && siteId && rest.length === 0 ? { provider: known, origin, siteId } : undefined;
}

/**
 * What the build writes where the setting goes while prerendering, when the deployment's is not known
 * yet: letters and hyphens only, so that it passes every encoding a page puts its data through as it is.
 */
export const ANALYTICS_STAND_IN = "prerender-analytics-setting-stand-in";
