/** The analytics providers ANALYTICS_PROVIDER may name, and the site id format of each. */
export const analyticsProviders = ["plausible", "umami"] as const;
export type AnalyticsProvider = (typeof analyticsProviders)[number];

/**
 * Site id format per provider. Neither pattern allows quotes, spaces or markup characters, so the id
 * is safe unescaped in an attribute, an inline script and the CSP.
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
