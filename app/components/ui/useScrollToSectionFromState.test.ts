import { describe, expect, it } from "vitest";
import { scrollTargetFrom } from "./useScrollToSectionFromState";

const allowed = ["networks", "rates", "shopping"] as const;

describe("scrollTargetFrom", () => {
  it("returns an allowed section id from the navigation state", () => {
    expect(scrollTargetFrom({ scrollTo: "rates" }, allowed)).toBe("rates");
    expect(scrollTargetFrom({ scrollTo: "shopping", other: 1 }, allowed)).toBe("shopping");
  });

  it("ignores missing, foreign or malformed state", () => {
    expect(scrollTargetFrom(null, allowed)).toBeUndefined();
    expect(scrollTargetFrom(undefined, allowed)).toBeUndefined();
    expect(scrollTargetFrom("networks", allowed)).toBeUndefined();
    expect(scrollTargetFrom({}, allowed)).toBeUndefined();
    expect(scrollTargetFrom({ scrollTo: "footer" }, allowed)).toBeUndefined();
    expect(scrollTargetFrom({ scrollTo: ["rates"] }, allowed)).toBeUndefined();
  });
});
