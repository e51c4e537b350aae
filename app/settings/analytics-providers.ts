/**
 * The analytics providers a deployment may name in ANALYTICS_PROVIDER, and the site id each takes:
 * app/env.server.ts checks the setting by them, app/analytics applies it.
 */
export const analyticsProviders = ["plausible", "umami"] as const;
export type AnalyticsProvider = (typeof analyticsProviders)[number];

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
