// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { typedHeader } from "~/site/home";
import { TypedHeadline } from "./TypedHeadline";

/** The headline's text after `ms` more milliseconds. */
function textAfter(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
  return screen.getByTestId("typed-text").textContent;
}

/** The headline with the home page's settings; `current()` is its text and whether it runs. */
function setup(active = true) {
  const view = render(<TypedHeadline {...typedHeader} active={active} />);
  const current = () => ({
    text: screen.getByTestId("typed-text").textContent,
    running: screen.getByTestId("typed-headline").dataset.running === "true",
  });
  const rerender = (next: boolean) => view.rerender(<TypedHeadline {...typedHeader} active={next} />);
  return { current, rerender, unmount: view.unmount };
}

describe("TypedHeadline with the home page's settings", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows the first word and does not move before 5 s", () => {
    const { current } = setup();
    expect(current()).toEqual({ text: "PROVEN", running: false });
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toEqual({ text: "PROVEN", running: false });
  });

  it("starts at 5 s, erasing at 50 ms a letter, then types TRUSTED at 100 ms a letter", () => {
    const { current } = setup();
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toEqual({ text: "PROVE", running: true });
    expect(textAfter(50 * 5)).toBe("");
    expect(textAfter(50)).toBe("T");
    expect(textAfter(100 * 6)).toBe("TRUSTED");
    // backDelay: the full word stays 1000 ms before erasing starts.
    expect(textAfter(999)).toBe("TRUSTED");
    expect(textAfter(1)).toBe("TRUSTE");
  });

  // The loop back to the first word: typed.test.ts; the words (the preloader's): tests/e2e/home.spec.ts.

  it("waits until it is active, then counts the 5 s from there", () => {
    const { rerender } = setup(false);
    expect(textAfter(10_000)).toBe("PROVEN");
    rerender(true);
    expect(textAfter(4999)).toBe("PROVEN");
    expect(textAfter(1)).toBe("PROVE");
  });

  it("stops its timers on unmount", () => {
    const { unmount } = setup();
    act(() => vi.advanceTimersByTime(5100));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
