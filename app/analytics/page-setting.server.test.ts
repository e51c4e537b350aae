import { describe, expect, it } from "vitest";
import { pageAnalyticsSetting } from "./page-setting.server";

const umami = {
  ANALYTICS_PROVIDER: "umami",
  ANALYTICS_ORIGIN: "https://stats.northpeak.example",
  ANALYTICS_SITE_ID: "0f0e0d0c-0b0a-4908-8706-050403020100",
} as const;

describe("the analytics setting of a page rendered on request", () => {
  it("names the provider on the site's pages", () => {
    expect(pageAnalyticsSetting(umami, "/blogs/some-post")).toBe(
      "umami https://stats.northpeak.example 0f0e0d0c-0b0a-4908-8706-050403020100",
    );
  });

  it.each(["/staff/leads", "/Staff/Leads", "/staff/leads/4f1c/attachments/1"])(
    "names none on the staff page (%s)",
    (pathname) => {
      expect(pageAnalyticsSetting(umami, pathname)).toBe("");
    },
  );

  it("names none when no provider is configured", () => {
    expect(pageAnalyticsSetting({ ANALYTICS_PROVIDER: "none" }, "/")).toBe("");
  });
});
