import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INTAKE_PRIORITY_MAX_WAIT_MS, intakeQuiet, intakeStarted } from "./outbox.server";

describe("intake before mail", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Whether the promise has settled once pending callbacks have run. */
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  it("lets a send start at once when no lead is being taken in", async () => {
    expect(await settled(intakeQuiet())).toBe(true);
  });

  it("holds a send until the last lead in progress has its answer", async () => {
    const first = intakeStarted();
    const second = intakeStarted();
    const quiet = intakeQuiet();
    expect(await settled(quiet)).toBe(false);
    first();
    expect(await settled(quiet)).toBe(false);
    second();
    expect(await settled(quiet)).toBe(true);
  });

  it("lets a worker that is stopping go at once", async () => {
    const finish = intakeStarted();
    try {
      const stop = new AbortController();
      const quiet = intakeQuiet(stop.signal);
      expect(await settled(quiet)).toBe(false);
      stop.abort();
      expect(await settled(quiet)).toBe(true);
      expect(await settled(intakeQuiet(stop.signal))).toBe(true);
    } finally {
      finish();
    }
  });

  it("holds a send no longer than the longest wait while leads keep coming", async () => {
    const finish = intakeStarted();
    try {
      const quiet = intakeQuiet();
      await vi.advanceTimersByTimeAsync(INTAKE_PRIORITY_MAX_WAIT_MS - 1);
      expect(await settled(quiet)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(quiet)).toBe(true);
    } finally {
      finish();
    }
  });
});
