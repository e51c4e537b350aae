import { describe, expect, it } from "vitest";
import { analyticsBootScript } from "./boot-script";
import { fillAnalyticsSetting } from "./prerender-fill.server";
import { ANALYTICS_STAND_IN, type AnalyticsSetting } from "./setting";

const plausible: AnalyticsSetting = {
  provider: "plausible",
  origin: "https://plausible.example.com",
  siteId: "www.northpeak.example",
};
const settingText = "plausible https://plausible.example.com www.northpeak.example";

/** A prerendered page as the build writes it: the router's data, then the boot script last in <body>. */
const data = `<script nonce="n">window.__ctx.enqueue("[\\"analytics\\",\\"${ANALYTICS_STAND_IN}\\"]")</script>`;
const boot = (text: string) => `<script nonce="n">${analyticsBootScript(text)}</script>`;
const page = `<body><p>Hello</p>${data}<script nonce="n">load()</script>${boot(ANALYTICS_STAND_IN)}</body>`;

describe("a prerendered page's analytics setting, filled in at start-up", () => {
  it("with a provider: the boot script and the router's data carry the setting", () => {
    expect(fillAnalyticsSetting(page, plausible)).toBe(
      `<body><p>Hello</p>${data.replace(ANALYTICS_STAND_IN, settingText)}<script nonce="n">load()</script>${boot(settingText)}</body>`,
    );
  });

  it("with none: the boot script is gone, the data says none, and every other script stays", () => {
    expect(fillAnalyticsSetting(page, undefined)).toBe(
      `<body><p>Hello</p>${data.replace(ANALYTICS_STAND_IN, "")}<script nonce="n">load()</script></body>`,
    );
  });

  it("fills a .data file's stand-in alone", () => {
    const file = `[{"_1":2},"analytics","${ANALYTICS_STAND_IN}"]`;
    expect(fillAnalyticsSetting(file, plausible)).toBe(`[{"_1":2},"analytics","${settingText}"]`);
    expect(fillAnalyticsSetting(file, undefined)).toBe(`[{"_1":2},"analytics",""]`);
  });
});
