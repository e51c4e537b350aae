import { STAFF_PATH } from "~/leads/staff/paths";
import { type AnalyticsEnv, analyticsSettingOf, analyticsSettingText } from "./setting";

/**
 * The analytics setting for a page rendered on request; none on the staff page, whose URLs hold
 * searches and lead ids. Decided by the matched route pattern, not the raw URL, which the router
 * also matches decoded and case-insensitively (`/staff/le%61ds`, `/Staff/Leads`).
 */
export function pageAnalyticsSetting(env: AnalyticsEnv, routePattern: string): string {
  return analyticsOnRoute(routePattern) ? analyticsSettingText(analyticsSettingOf(env)) : "";
}

// This app's route patterns have no leading "/" ("staff/leads"); accept both forms.
const STAFF_ROUTE = STAFF_PATH.replace(/^\//, "");

/** Whether a route's page may load the provider; server/csp.ts uses it for the staff page's CSP too. */
export function analyticsOnRoute(routePattern: string): boolean {
  const path = routePattern.replace(/^\//, "");
  return path !== STAFF_ROUTE && !path.startsWith(`${STAFF_ROUTE}/`);
}
