/**
 * The analytics provider a deployment may plug in (none unless ANALYTICS_PROVIDER names one): which
 * provider, the origin its script and its event endpoint are served from, and the site's id there.
 * The root loader states it, and the server writes it into the page's boot script (./boot-script.ts)
 * only when a provider is configured. Prerendered pages carry a stand-in the server fills in at
 * start-up (./prerender-fill.server.ts), so one build serves any setting, like PUBLIC_URL
 * (app/document/prerender.ts).
 */
import { type AnalyticsProvider, analyticsProviders } from "~/settings/analytics-providers";

export type AnalyticsSetting = { provider: AnalyticsProvider; origin: string; siteId: string };

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
 * them apart, which keeps the rules of app/settings/analytics-providers.ts out of the page's script.
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
