import { describe, expect, it } from "vitest";
import { fallsBehindAt } from "./upload-pace.server";

const rule = { graceMs: 10_000, minBytesPerSecond: 8192 };

describe("fallsBehindAt", () => {
  it("gives a body that has sent nothing the grace period alone", () => {
    expect(fallsBehindAt(rule, 1_000, 0)).toBe(11_000);
  });

  it("moves on by one second for each minBytesPerSecond received", () => {
    expect(fallsBehindAt(rule, 0, 8192)).toBe(11_000);
    expect(fallsBehindAt(rule, 0, 10 * 8192)).toBe(20_000);
  });

  it("cuts off a trickle that resets any idle timer: a byte every 10 s falls behind soon after the grace", () => {
    // After 20 s of one byte every 10 s the body has sent 2 bytes; it had to send 80 KiB by then.
    const sent = 2;
    expect(fallsBehindAt(rule, 0, sent)).toBeLessThan(10_001);
  });

  it("lets the largest request through at exactly the minimum rate", () => {
    const largest = 25 * 1024 * 1024;
    expect(fallsBehindAt(rule, 0, largest)).toBe(10_000 + (largest / 8192) * 1000);
  });
});
