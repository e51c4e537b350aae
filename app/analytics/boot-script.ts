/**
 * The inline script that loads the analytics provider once the page is idle, reports page views and
 * sent lead forms to it (ADR 035), and strips ad click ids from every address it reports.
 */
import { clickIdParams } from "~/leads/shared/first-touch-wire";
import type { AnalyticsProvider } from "~/settings/analytics-providers.server";
import connectUrl from "./connect-url";
import { LEAD_SENT_EVENT } from "./lead-event";

/**
 * Per provider: its script's path, the attribute it reads the site's id from, further attributes, and
 * the sources of functions that report a page view at address u and a lead sent with form f at u. Each
 * script is the variant without automatic page views, so that only addresses without click ids are sent.
 */
const providers = {
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
} satisfies Record<AnalyticsProvider, object>;

/** A lead form on the page, as the form marks itself. */
const LEAD_FORM = "form[data-form-id]";

/** The inline script for a setting's text (see ./setting.ts). */
export function analyticsBootScript(settingText: string): string {
  const json = JSON.stringify;
  // In the script each provider is a list: [path, site id attribute, attributes, page view, lead].
  const scripts = Object.entries(providers)
    .map(
      ([name, { path, siteIdAttribute, attributes, pageView, lead }]) =>
        `${json(name)}:[${json(path)},${json(siteIdAttribute)},${json(attributes)},${pageView},${lead}]`,
    )
    .join(",");
  return [
    `(function(){var d=document,t=${json(settingText)},a=t.split(" "),p={${scripts}}[a[0]];if(!p)return;`,
    "function add(s){d.head.appendChild(s)}",
    `function reports(){var s=d.createElement("script");s.type="module";s.src=${json(connectUrl)};add(s)}`,
    `function touched(e){if(!e.target.closest||!e.target.closest(${json(LEAD_FORM)}))return;`,
    'd.removeEventListener("focusin",touched,true);d.removeEventListener("pointerdown",touched,true);reports()}',
    // Delete only the click ids present: any delete re-encodes the whole query.
    `var c=${json(clickIdParams)},seen,ready,waiting=[];`,
    "function address(){var l=new URL(location.href),q=l.searchParams;for(var i=0;i<c.length;i++)if(q.has(c[i]))q.delete(c[i]);return l.href}",
    // One view per page: a move within the same page (a search, a hash) is not another.
    "function view(){if(location.pathname===seen)return;seen=location.pathname;p[3](address())}",
    // A lead sent before the provider's script has run is reported once it has.
    "function lead(e){var u=address(),f=String(e.detail),r=function(){p[4](u,f)};if(ready)r();else waiting.push(r)}",
    'function counting(){ready=1;view();waiting.splice(0).forEach(function(r){r()});var h=history,o=h.pushState;h.pushState=function(){o.apply(this,arguments);view()};addEventListener("popstate",view)}',
    'function start(){var s=d.createElement("script"),k;s.defer=true;s.src=a[1]+p[0];s.setAttribute(p[1],a[2]);',
    `for(k in p[2])s.setAttribute(k,p[2][k]);s.onload=counting;add(s);d.addEventListener(${json(LEAD_SENT_EVENT)},lead);`,
    `if(d.querySelector(${json(LEAD_FORM)}))return reports();`,
    'd.addEventListener("focusin",touched,true);d.addEventListener("pointerdown",touched,true)}',
    'addEventListener("load",function(){if(window.requestIdleCallback)requestIdleCallback(start,{timeout:2000});else setTimeout(start,0)})',
    "})()",
  ].join("");
}
