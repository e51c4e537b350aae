import { describe, expect, it } from "vitest";
import { UploadBudget, type UploadTicket } from "./upload-budget.server";

const MB = 1024 * 1024;

/** A budget whose share per client is out of the way, for the process-wide rules. */
const wholeOnly = (maxBytes: number, maxUploads: number) =>
  new UploadBudget({ maxBytes, maxUploads, perClient: { maxBytes, maxUploads } });

function ticketOf(admission: ReturnType<UploadBudget["enter"]>): UploadTicket {
  if (!admission.ok) throw new Error(`refused: ${admission.refusal}`);
  return admission.ticket;
}

describe("UploadBudget, the whole process", () => {
  it("lets at most maxUploads in at once, and takes one back on release", () => {
    const budget = wholeOnly(64 * MB, 2);
    const a = ticketOf(budget.enter("a", 1 * MB));
    ticketOf(budget.enter("b", 1 * MB));
    expect(budget.enter("c", 1 * MB)).toEqual({ ok: false, refusal: "busy" });
    a.release();
    expect(budget.inFlight).toEqual({ uploads: 1, bytes: 1 * MB, clients: 1 });
    expect(budget.enter("c", 1 * MB).ok).toBe(true);
  });

  it("reserves a declared size up front, and counts bytes beyond it as they arrive until the budget is spent", () => {
    const budget = wholeOnly(64 * MB, 8);
    // A size that is not finite reserves nothing: the totals would turn NaN and refuse nothing after it.
    ticketOf(budget.enter("x", Number.NEGATIVE_INFINITY)).release();
    const big = ticketOf(budget.enter("a", 40 * MB));
    expect(budget.enter("b", 25 * MB)).toEqual({ ok: false, refusal: "busy" });
    // Within its reservation an upload takes nothing more; beyond it, bytes come from the budget.
    expect(big.read(40 * MB)).toBe(true);
    expect(big.read(60 * MB)).toBe(true);
    expect(budget.inFlight.bytes).toBe(60 * MB);
    const chunked = ticketOf(budget.enter("b"));
    expect(chunked.read(4 * MB)).toBe(true);
    expect(chunked.read(4 * MB + 1)).toBe("busy");
    big.release();
    chunked.release();
    expect(budget.inFlight).toEqual({ uploads: 0, bytes: 0, clients: 0 });
  });
});

describe("UploadBudget, each client's share", () => {
  it("counts bytes beyond a client's reservation against its share; the whole says busy, not greedy", () => {
    const budget = new UploadBudget({
      maxBytes: 64 * MB,
      maxUploads: 8,
      perClient: { maxBytes: 25 * MB, maxUploads: 2 },
    });
    const first = ticketOf(budget.enter("a", 20 * MB));
    const chunked = ticketOf(budget.enter("a"));
    expect(budget.enter("a", 1)).toEqual({ ok: false, refusal: "over-share" });
    expect(chunked.read(5 * MB)).toBe(true);
    expect(chunked.read(5 * MB + 1)).toBe("over-share");
    first.release();
    expect(chunked.read(6 * MB)).toBe(true);
    ticketOf(budget.enter("b", 25 * MB));
    ticketOf(budget.enter("c", 25 * MB));
    expect(budget.enter("d", 9 * MB)).toEqual({ ok: false, refusal: "busy" });
  });
});
