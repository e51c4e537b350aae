import { STAFF_PATH } from "~/leads/staff/paths";
import { type AnalyticsEnv, analyticsSettingOf, analyticsSettingText } from "./setting";

/**
 * The analytics setting a page rendered on request is given (see ./setting.ts): none on the staff
 * page, whose addresses (a search, a lead's id) are no business of the provider's.
 */
export function pageAnalyticsSetting(env: AnalyticsEnv, pathname: string): string {
  if (pathname.toLowerCase().startsWith(STAFF_PATH.toLowerCase())) return "";
  return analyticsSettingText(analyticsSettingOf(env));
}
