// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { typedHeader } from "~/site/home";
import { TypedHeadline } from "./TypedHeadline";

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
    act(() => vi.advanceTimersByTime(50 * 5));
    expect(current().text).toBe("");
    act(() => vi.advanceTimersByTime(50));
    expect(current().text).toBe("T");
    act(() => vi.advanceTimersByTime(100 * 6));
    expect(current().text).toBe("TRUSTED");
    // backDelay: the full word stays 1000 ms before erasing starts.
    act(() => vi.advanceTimersByTime(999));
    expect(current().text).toBe("TRUSTED");
    act(() => vi.advanceTimersByTime(1));
    expect(current().text).toBe("TRUSTE");
  });

  it("loops through EXPERIENCED and back to PROVEN", () => {
    const { current } = setup();
    const seen = new Set<string>();
    for (let t = 0; t < 20_000; t += 50) {
      act(() => vi.advanceTimersByTime(50));
      seen.add(current().text);
    }
    expect(seen).toContain("EXPERIENCED");
    expect(seen).toContain("TRUSTED");
    expect([...seen].filter((t) => t === "PROVEN")).toHaveLength(1);
    expect(seen).toContain("PROVE");
  });

  it("waits until it is active, then counts the 5 s from there", () => {
    const { current, rerender } = setup(false);
    act(() => vi.advanceTimersByTime(10_000));
    expect(current().text).toBe("PROVEN");
    rerender(true);
    act(() => vi.advanceTimersByTime(4999));
    expect(current().text).toBe("PROVEN");
    act(() => vi.advanceTimersByTime(1));
    expect(current().text).toBe("PROVE");
  });

  it("stops its timers on unmount", () => {
    const { unmount } = setup();
    act(() => vi.advanceTimersByTime(5100));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
