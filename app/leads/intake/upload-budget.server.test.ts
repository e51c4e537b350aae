import { describe, expect, it } from "vitest";
import { UploadBudget, type UploadAdmission, type UploadTicket } from "./upload-budget.server";

const MB = 1024 * 1024;

/** A budget whose share per client is out of the way, for the process-wide rules. */
const wholeOnly = (maxBytes: number, maxUploads: number) =>
  new UploadBudget({ maxBytes, maxUploads, perClient: { maxBytes, maxUploads } });

function ticketOf(admission: UploadAdmission): UploadTicket {
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
    a.release(); // a second release gives nothing back twice
    expect(budget.inFlight).toEqual({ uploads: 1, bytes: 1 * MB, clients: 1 });
    expect(budget.enter("c", 1 * MB).ok).toBe(true);
  });

  it("reserves a declared size up front and refuses what would not fit", () => {
    const budget = wholeOnly(64 * MB, 8);
    const big = ticketOf(budget.enter("a", 40 * MB));
    expect(budget.enter("b", 25 * MB)).toEqual({ ok: false, refusal: "busy" });
    expect(budget.enter("b", 24 * MB).ok).toBe(true);
    // Within its reservation an upload takes nothing more.
    expect(big.read(40 * MB)).toBe(true);
    expect(budget.inFlight.bytes).toBe(64 * MB);
  });

  it("counts a body without a declared size as it arrives, and stops it when the budget is spent", () => {
    const budget = wholeOnly(10 * MB, 8);
    const chunked = ticketOf(budget.enter("a"));
    expect(chunked.read(4 * MB)).toBe(true);
    expect(chunked.read(10 * MB)).toBe(true);
    expect(chunked.read(10 * MB + 1)).toBe("busy");
    expect(budget.inFlight.bytes).toBe(10 * MB);
    chunked.release();
    expect(budget.inFlight).toEqual({ uploads: 0, bytes: 0, clients: 0 });
  });

  it("takes a body longer than declared from the budget too", () => {
    const budget = wholeOnly(10 * MB, 8);
    const liar = ticketOf(budget.enter("a", 1 * MB));
    expect(liar.read(6 * MB)).toBe(true);
    expect(budget.inFlight.bytes).toBe(6 * MB);
    expect(liar.read(11 * MB)).toBe("busy");
  });
});

describe("UploadBudget, each client's share", () => {
  const shared = () =>
    new UploadBudget({ maxBytes: 64 * MB, maxUploads: 8, perClient: { maxBytes: 25 * MB, maxUploads: 2 } });

  it("lets one client hold at most its share of the places; the others still get in", () => {
    const budget = shared();
    ticketOf(budget.enter("203.0.113.9", 1000));
    ticketOf(budget.enter("203.0.113.9", 1000));
    for (let i = 0; i < 6; i++) {
      expect(budget.enter("203.0.113.9", 1000)).toEqual({ ok: false, refusal: "over-share" });
    }
    expect(budget.heldBy("203.0.113.9")).toEqual({ uploads: 2, bytes: 2000 });
    for (let i = 1; i <= 6; i++) expect(budget.enter(`198.51.100.${i}`, 1000).ok).toBe(true);
    // The whole is now spent: a seventh address is told the server is busy, not that it is greedy.
    expect(budget.enter("198.51.100.7", 1000)).toEqual({ ok: false, refusal: "busy" });
  });

  it("lets one client reserve at most its share of the bytes, however few uploads it has", () => {
    const budget = shared();
    ticketOf(budget.enter("a", 25 * MB));
    expect(budget.enter("a", 1)).toEqual({ ok: false, refusal: "over-share" });
    // Three large declared sizes from one address no longer fill the 64 MB: the rest is for others.
    expect(budget.enter("b", 25 * MB).ok).toBe(true);
    expect(budget.enter("c", 14 * MB).ok).toBe(true);
    expect(budget.inFlight).toEqual({ uploads: 3, bytes: 64 * MB, clients: 3 });
  });

  it("counts bytes beyond a client's reservation against its share as they arrive", () => {
    const budget = shared();
    const first = ticketOf(budget.enter("a", 20 * MB));
    const chunked = ticketOf(budget.enter("a"));
    expect(chunked.read(5 * MB)).toBe(true);
    expect(chunked.read(5 * MB + 1)).toBe("over-share");
    expect(budget.heldBy("a")).toEqual({ uploads: 2, bytes: 25 * MB });
    first.release();
    expect(chunked.read(6 * MB)).toBe(true);
  });

  it("gives everything back on release, whichever way the upload ended, and forgets the client", () => {
    const budget = shared();
    const finished = ticketOf(budget.enter("a", 2 * MB));
    const refusedMidway = ticketOf(budget.enter("a"));
    expect(refusedMidway.read(20 * MB)).toBe(true);
    expect(refusedMidway.read(30 * MB)).toBe("over-share");
    finished.release();
    refusedMidway.release();
    refusedMidway.release();
    expect(budget.heldBy("a")).toEqual({ uploads: 0, bytes: 0 });
    expect(budget.inFlight).toEqual({ uploads: 0, bytes: 0, clients: 0 });
    // A released ticket takes nothing more.
    expect(finished.read(3 * MB)).toBe("busy");
    expect(budget.inFlight.bytes).toBe(0);
  });

  it("gives a client at most the whole when its share is set larger", () => {
    const budget = new UploadBudget({
      maxBytes: 30 * MB,
      maxUploads: 1,
      perClient: { maxBytes: 100 * MB, maxUploads: 5 },
    });
    expect(budget.limits.perClient).toEqual({ maxBytes: 30 * MB, maxUploads: 1 });
    ticketOf(budget.enter("a", 1));
    // Its one upload fills the whole: the next is refused because the server is full, not as greed.
    expect(budget.enter("a", 1)).toEqual({ ok: false, refusal: "busy" });
  });
});
