import { describe, expect, it } from "vitest";
import { analyticsSettingOf } from "./setting";

const plausible = {
  provider: "plausible",
  origin: "https://plausible.example.com",
  siteId: "www.northpeak.example",
} as const;

describe("the analytics setting", () => {
  it("is none unless a provider is named with its origin and site id", () => {
    expect(
      analyticsSettingOf({
        ANALYTICS_PROVIDER: "none",
        ANALYTICS_ORIGIN: plausible.origin,
        ANALYTICS_SITE_ID: "x",
      }),
    ).toBeUndefined();
    expect(
      analyticsSettingOf({ ANALYTICS_PROVIDER: "plausible", ANALYTICS_ORIGIN: plausible.origin }),
    ).toBeUndefined();
    expect(
      analyticsSettingOf({
        ANALYTICS_PROVIDER: "plausible",
        ANALYTICS_ORIGIN: plausible.origin,
        ANALYTICS_SITE_ID: plausible.siteId,
      }),
    ).toEqual(plausible);
  });
});
