import { STAFF_PATH } from "~/leads/staff/paths";
import { type AnalyticsEnv, analyticsSettingOf, analyticsSettingText } from "./setting";

/**
 * The analytics setting a page rendered on request is given (see ./setting.ts): none on the staff
 * page, whose addresses (a search, a lead's id) are no business of the provider's.
 *
 * Decided by the route the router matched, given as its pattern (a loader's `pattern`, say
 * "/staff/leads"), not by the address asked for: the router decodes and matches an address in its
 * own ways (`/staff/le%61ds` and `/Staff/Leads` are the staff page too), which a test of the raw
 * address would have to copy, and miss.
 */
export function pageAnalyticsSetting(env: AnalyticsEnv, routePattern: string): string {
  return analyticsOnRoute(routePattern) ? analyticsSettingText(analyticsSettingOf(env)) : "";
}

/**
 * Whether the page of a route may load the provider at all: the root loader's answer, and the
 * server's when it leaves the provider's origin out of the staff page's CSP (server/csp.ts).
 */
export function analyticsOnRoute(routePattern: string): boolean {
  return !isStaffRoute(routePattern);
}

// The router joins the matched routes' paths, which in this app's route table start without "/"
// ("staff/leads"), though its documentation shows one: either is read alike.
const STAFF_ROUTE = STAFF_PATH.replace(/^\//, "");

function isStaffRoute(routePattern: string): boolean {
  const path = routePattern.replace(/^\//, "");
  return path === STAFF_ROUTE || path.startsWith(`${STAFF_ROUTE}/`);
}
