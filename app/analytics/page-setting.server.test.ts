import { describe, expect, it } from "vitest";
import { pageAnalyticsSetting } from "./page-setting.server";

const umami = {
  ANALYTICS_PROVIDER: "umami",
  ANALYTICS_ORIGIN: "https://stats.northpeak.example",
  ANALYTICS_SITE_ID: "0f0e0d0c-0b0a-4908-8706-050403020100",
} as const;

describe("the analytics setting of a page rendered on request, by the route it matched", () => {
  // None whatever the route when no provider is configured: setting.test.ts.
  it.each(["/", "", "blogs/:slug", "/video/:name", "staff-leads", "insights/staff/leads"])(
    "names the provider on the site's pages (route %s)",
    (routePattern) => {
      expect(pageAnalyticsSetting(umami, routePattern)).toBe(
        "umami https://stats.northpeak.example 0f0e0d0c-0b0a-4908-8706-050403020100",
      );
    },
  );

  it.each(["staff/leads", "/staff/leads", "staff/leads/:id/attachments/:n"])(
    "names none on the staff page's routes (%s)",
    (routePattern) => {
      expect(pageAnalyticsSetting(umami, routePattern)).toBe("");
    },
  );
});
