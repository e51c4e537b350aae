/**
 * The deployment's analytics provider setting (provider, origin, site id) and its text form. Prerendered
 * pages carry a stand-in filled in at start-up, so one build serves any setting.
 */
import type { Env } from "~/env.server";

export type AnalyticsEnv = Pick<Env, "ANALYTICS_PROVIDER" | "ANALYTICS_ORIGIN" | "ANALYTICS_SITE_ID">;

/** The configured provider, or undefined when none is (or its origin or id is missing). */
export function analyticsSettingOf(env: AnalyticsEnv) {
  const { ANALYTICS_PROVIDER: provider, ANALYTICS_ORIGIN: origin, ANALYTICS_SITE_ID: siteId } = env;
  return provider !== "none" && origin && siteId ? { provider, origin, siteId } : undefined;
}

export type AnalyticsSetting = NonNullable<ReturnType<typeof analyticsSettingOf>>;

/** "provider origin siteId", or "" for none: plain text, so a stand-in can replace it when prerendering. */
export function analyticsSettingText(setting: AnalyticsSetting | undefined): string {
  return setting ? `${setting.provider} ${setting.origin} ${setting.siteId}` : "";
}

/** Placeholder for the setting in prerendered output; letters and hyphens only, so no encoding changes it. */
export const ANALYTICS_STAND_IN = "prerender-analytics-setting-stand-in";
