import { describe, expect, it } from "vitest";
import {
  ANALYTICS_STAND_IN,
  type AnalyticsSetting,
  analyticsSettingOf,
  analyticsSettingText,
  parseAnalyticsSetting,
} from "./setting";

const plausible = {
  provider: "plausible",
  origin: "https://plausible.example.com",
  siteId: "www.northpeak.example",
} as const;

describe("the analytics setting", () => {
  it("is none unless a provider is named with its origin and site id", () => {
    expect(analyticsSettingOf({ ANALYTICS_PROVIDER: "none" })).toBeUndefined();
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

  it("goes to the browser as text and is read back as it was", () => {
    expect(analyticsSettingText(undefined)).toBe("");
    expect(analyticsSettingText(plausible)).toBe(
      "plausible https://plausible.example.com www.northpeak.example",
    );
    expect(parseAnalyticsSetting(analyticsSettingText(plausible))).toEqual(plausible);
    const umami: AnalyticsSetting = {
      provider: "umami",
      origin: "http://127.0.0.1:3400",
      siteId: "0f0e0d0c-0b0a-4908-8706-050403020100",
    };
    expect(parseAnalyticsSetting(analyticsSettingText(umami))).toEqual(umami);
  });

  it.each([
    undefined,
    "",
    ANALYTICS_STAND_IN,
    "google https://g.example id",
    "plausible https://p.example",
    "plausible a b c",
  ])("reads %j as no provider", (text) => {
    expect(parseAnalyticsSetting(text)).toBeUndefined();
  });
});
