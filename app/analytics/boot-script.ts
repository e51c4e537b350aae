/**
 * The script a page carries when an analytics provider is configured, and only then (the server
 * writes it; ./prerender-fill.server.ts takes it out of prerendered pages when none is). Once the
 * page has loaded and the main thread is idle, it inserts the provider's script from the provider's
 * origin, and once that has run it reports the page view, and one for each page the visitor then
 * opens within the page (the router's history.pushState, the back and forward buttons). Once the
 * page shows a lead form, or the visitor first touches one that appears later (the home page's
 * dialog), it adds the lead reports (./connect.ts, a chunk of its own), which hand it each lead sent
 * (./lead-event.ts) to report. So no page's own script grows for analytics, a page without a form
 * fetches nothing of ours for it, and with no provider nothing at all is written or fetched.
 *
 * Every address the provider is told is the page's own without the ad networks' click ids (the site
 * keeps only whether one was present, never its value, and so does the provider); the utm_* tags
 * stay, as the provider's reports of sources read them.
 */
import { clickIdParams } from "~/leads/shared/first-touch-wire";
import { LEAD_SENT_EVENT } from "./lead-event";
import { providerScripts } from "./provider-scripts";

/** A lead form on the page, as the form marks itself. */
const LEAD_FORM = "form[data-form-id]";

/** The inline script for a setting's text (see ./setting.ts) and the lead reports' chunk URL. */
export function analyticsBootScript(settingText: string, connectUrl: string): string {
  const json = JSON.stringify;
  // Per provider: [path, site id attribute, further attributes, page view call, lead call].
  const scripts = Object.entries(providerScripts)
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
    // Only a click id present is taken out: taking any out writes the whole query anew.
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
