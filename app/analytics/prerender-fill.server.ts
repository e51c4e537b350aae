/**
 * Fills the deployment's analytics setting into prerendered pages and .data files at start-up. With
 * no provider the boot script is removed, so the page is exactly as it would be without analytics.
 */
import { analyticsBootScript } from "./boot-script";
import { ANALYTICS_STAND_IN, type AnalyticsSetting, analyticsSettingText } from "./setting";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The boot script element as prerendering writes it (its attributes, a nonce, vary). */
const prerenderedBoot = new RegExp(
  `<script[^>]*>${escapeRegExp(analyticsBootScript(ANALYTICS_STAND_IN))}</script>`,
  "g",
);

/** Puts the deployment's setting into a prerendered page or .data file. */
export function fillAnalyticsSetting(text: string, setting: AnalyticsSetting | undefined): string {
  const settingText = analyticsSettingText(setting);
  const page = settingText ? text : text.replace(prerenderedBoot, "");
  return page.replaceAll(ANALYTICS_STAND_IN, settingText);
}
