/**
 * How the boot script loads each provider's script and reports page views and leads to it. Each
 * script is the variant without automatic page views, so that only addresses without click ids are sent.
 */
import type { AnalyticsProvider } from "~/settings/analytics-providers.server";

export type ProviderScript = {
  /** The script's path on the provider's origin. */
  path: string;
  /** The attribute the script reads the site's id from. */
  siteIdAttribute: string;
  /** Further attributes the script is given. */
  attributes: Record<string, string>;
  /** A function's source: reports a page view at address u, once the script has run. */
  pageView: string;
  /** A function's source: reports a lead sent with form f on the page at address u, likewise. */
  lead: string;
};

export const providerScripts: Record<AnalyticsProvider, ProviderScript> = {
  plausible: {
    path: "/js/script.manual.js",
    siteIdAttribute: "data-domain",
    attributes: {},
    pageView: 'function(u){plausible("pageview",{u:u})}',
    lead: 'function(u,f){plausible("Lead",{u:u,props:{form:f}})}',
  },
  umami: {
    path: "/script.js",
    siteIdAttribute: "data-website-id",
    attributes: { "data-auto-track": "false" },
    // Given a function, umami.track sends what it returns of the page's payload.
    pageView: "function(u){umami.track(function(p){p.url=u;return p})}",
    lead: 'function(u,f){umami.track(function(p){p.url=u;p.name="lead";p.data={form:f};return p})}',
  },
};
