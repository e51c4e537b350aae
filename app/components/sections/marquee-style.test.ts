import { describe, expect, it } from "vitest";
import { partnerMarqueeStyle } from "./marquee-style";

describe("the marquee style", () => {
  it("gives the marquee 240 px slots and the time one set of logos takes to pass", () => {
    // Spec: speed 70 px/s; 8 partners fill 1,920 px, which pass in 27.43 s.
    expect(partnerMarqueeStyle(8, 70)).toBe(
      ".marquee-track{--marquee-duration:27.43s}.marquee-slot{width:240px}",
    );
  });

  it("holds nothing that would end a <style> element or need escaping in HTML", () => {
    expect(partnerMarqueeStyle(8, 70)).not.toMatch(/[<>&"']/);
  });
});
