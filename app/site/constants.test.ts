/** The product's timings, held here because the browser tests run their clocks by these constants. */
import { describe, expect, it } from "vitest";
import {
  DROPDOWN_CLOSE_DELAY_MS,
  LOADING_OVERLAY_MS,
  OFFICE_CLOCK_TICK_MS,
  SCROLL_TO_SECTION_DELAY_MS,
} from "./constants";

describe("the shell's timings", () => {
  it("the loading overlay shows for 1000 ms", () => expect(LOADING_OVERLAY_MS).toBe(1000));
  it("a dropdown closes 300 ms after the pointer leaves", () => expect(DROPDOWN_CLOSE_DELAY_MS).toBe(300));
  it("a scroll to a section waits 100 ms", () => expect(SCROLL_TO_SECTION_DELAY_MS).toBe(100));
});

describe("the office clocks", () => {
  // The contact page's browser test sees the seconds move, but a faster timer would show the same
  // seconds while waking the page more often than the display changes: the second is held here.
  it("refresh once a second", () => expect(OFFICE_CLOCK_TICK_MS).toBe(1000));
});
