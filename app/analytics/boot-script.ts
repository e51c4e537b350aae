/**
 * The script a page carries when an analytics provider is configured, and only then (the server
 * writes it; ./prerender-fill.server.ts takes it out of prerendered pages when none is). Once the page has
 * loaded and the main thread is idle, it inserts the provider's script from the provider's origin;
 * and once the page shows a lead form, or the visitor first touches one that appears later (the home
 * page's dialog), it adds the lead reports (./connect.ts, a chunk of its own) as a module script
 * carrying the setting. So no page's own script grows for analytics, a page without a form fetches
 * nothing of ours for it, and with no provider nothing at all is written or fetched.
 */
import { providerScripts } from "./provider-scripts";

/** The attribute of the module script that carries the setting to ./connect.ts. */
export const SETTING_ATTRIBUTE = "data-analytics";

/** A lead form on the page, as the form marks itself. */
const LEAD_FORM = "form[data-form-id]";

/** The inline script for a setting's text (see ./setting.ts) and the lead reports' chunk URL. */
export function analyticsBootScript(settingText: string, connectUrl: string): string {
  const scripts = Object.fromEntries(
    Object.entries(providerScripts).map(([name, { path, siteIdAttribute }]) => [
      name,
      [path, siteIdAttribute],
    ]),
  );
  const json = JSON.stringify;
  return [
    `(function(){var d=document,t=${json(settingText)},a=t.split(" "),p=${json(scripts)}[a[0]];if(!p)return;`,
    "function add(s){d.head.appendChild(s)}",
    `function reports(){var s=d.createElement("script");s.type="module";s.src=${json(connectUrl)};s.setAttribute(${json(SETTING_ATTRIBUTE)},t);add(s)}`,
    `function touched(e){if(!e.target.closest||!e.target.closest(${json(LEAD_FORM)}))return;`,
    'd.removeEventListener("focusin",touched,true);d.removeEventListener("pointerdown",touched,true);reports()}',
    `function start(){var s=d.createElement("script");s.defer=true;s.src=a[1]+p[0];s.setAttribute(p[1],a[2]);add(s);`,
    `if(d.querySelector(${json(LEAD_FORM)}))return reports();`,
    'd.addEventListener("focusin",touched,true);d.addEventListener("pointerdown",touched,true)}',
    'addEventListener("load",function(){if(window.requestIdleCallback)requestIdleCallback(start,{timeout:2000});else setTimeout(start,0)})',
    "})()",
  ].join("");
}
