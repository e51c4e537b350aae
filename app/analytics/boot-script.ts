/**
 * The script a page carries when an analytics provider is configured, and only then: once the page
 * has loaded, it adds the provider's code (./connect.ts, a chunk of its own) as a module script
 * carrying the setting. So no page's own script grows for analytics, and with no provider nothing
 * at all is written or fetched.
 */

/** The attribute of the module script that carries the setting to ./connect.ts. */
export const SETTING_ATTRIBUTE = "data-analytics";

/** The inline script for a setting (see ./setting.ts) and the chunk's URL. */
export function analyticsBootScript(settingText: string, connectUrl: string): string {
  return [
    'addEventListener("load",function(){',
    'var s=document.createElement("script");s.type="module";',
    `s.src=${JSON.stringify(connectUrl)};s.setAttribute(${JSON.stringify(SETTING_ATTRIBUTE)},${JSON.stringify(settingText)});`,
    "document.head.appendChild(s)})",
  ].join("");
}
