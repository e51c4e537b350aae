/**
 * Prerendered pages and their .data files are written before the deployment's analytics setting is
 * known: the root loader hands out ANALYTICS_STAND_IN, and the page's boot script carries it. The
 * server fills them in once at start-up, as it does PUBLIC_URL (app/document/prerender.ts): with a
 * provider, the stand-in becomes the setting; with none, the boot script goes altogether, so the
 * page is byte for byte what it would be without analytics, and the stand-in elsewhere becomes "".
 */
import { analyticsBootScript } from "./boot-script";
import connectUrl from "./connect-url";
import { ANALYTICS_STAND_IN, type AnalyticsSetting, analyticsSettingText } from "./setting";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The boot script element as prerendering writes it (its attributes, a nonce, vary). */
const prerenderedBoot = new RegExp(
  `<script[^>]*>${escapeRegExp(analyticsBootScript(ANALYTICS_STAND_IN, connectUrl))}</script>`,
  "g",
);

/** Puts the deployment's setting into a prerendered page or .data file. */
export function fillAnalyticsSetting(text: string, setting: AnalyticsSetting | undefined): string {
  const settingText = analyticsSettingText(setting);
  const page = settingText ? text : text.replace(prerenderedBoot, "");
  return page.replaceAll(ANALYTICS_STAND_IN, settingText);
}
