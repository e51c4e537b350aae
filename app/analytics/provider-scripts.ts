/**
 * Where each provider serves its script and which attribute the script reads the site's id from,
 * for the page's boot script that inserts it (./boot-script.ts). Apart from the lead reports
 * (./provider.ts), which only the provider's own chunk carries.
 */
import type { AnalyticsProvider } from "./setting";

export const providerScripts: Record<AnalyticsProvider, { path: string; siteIdAttribute: string }> = {
  plausible: { path: "/js/script.js", siteIdAttribute: "data-domain" },
  umami: { path: "/script.js", siteIdAttribute: "data-website-id" },
};
