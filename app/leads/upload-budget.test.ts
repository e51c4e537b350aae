import { describe, expect, it } from "vitest";
import { UploadBudget } from "./upload-budget";

const MB = 1024 * 1024;

describe("UploadBudget", () => {
  it("lets at most maxUploads in at once, and takes one back on release", () => {
    const budget = new UploadBudget(64 * MB, 2);
    const a = budget.enter(1 * MB);
    const b = budget.enter(1 * MB);
    expect(a && b).toBeTruthy();
    expect(budget.enter(1 * MB)).toBeNull();
    a?.release();
    a?.release(); // a second release gives nothing back twice
    expect(budget.inFlight).toEqual({ uploads: 1, bytes: 1 * MB });
    expect(budget.enter(1 * MB)).not.toBeNull();
  });

  it("reserves a declared size up front and refuses what would not fit", () => {
    const budget = new UploadBudget(64 * MB, 8);
    const big = budget.enter(40 * MB);
    expect(big).not.toBeNull();
    expect(budget.enter(25 * MB)).toBeNull();
    expect(budget.enter(24 * MB)).not.toBeNull();
    // Within its reservation an upload takes nothing more.
    expect(big?.read(40 * MB)).toBe(true);
    expect(budget.inFlight.bytes).toBe(64 * MB);
  });

  it("counts a body without a declared size as it arrives, and stops it when the budget is spent", () => {
    const budget = new UploadBudget(10 * MB, 8);
    const chunked = budget.enter();
    expect(chunked?.read(4 * MB)).toBe(true);
    expect(chunked?.read(10 * MB)).toBe(true);
    expect(chunked?.read(10 * MB + 1)).toBe(false);
    expect(budget.inFlight.bytes).toBe(10 * MB);
    chunked?.release();
    expect(budget.inFlight).toEqual({ uploads: 0, bytes: 0 });
  });

  it("takes a body longer than declared from the budget too", () => {
    const budget = new UploadBudget(10 * MB, 8);
    const liar = budget.enter(1 * MB);
    expect(liar?.read(6 * MB)).toBe(true);
    expect(budget.inFlight.bytes).toBe(6 * MB);
    expect(liar?.read(11 * MB)).toBe(false);
  });
});
