/**
 * Caps uploads in progress and bytes held in memory, for the process and per client, so memory stays
 * bounded and one client cannot take every place (ADR 028).
 */

type UploadShare = { maxUploads: number; maxBytes: number };

/** "busy": the whole budget is used; "over-share": this client already holds its share. */
export type UploadRefusal = "busy" | "over-share";

/** One upload's part of the budget: `read` takes bytes beyond the reservation; `release` (once) frees it. */
export type UploadTicket = { read(total: number): true | UploadRefusal; release(): void };

type Holding = { uploads: number; bytes: number };

export class UploadBudget {
  private readonly total: Holding = { uploads: 0, bytes: 0 };
  /** Only clients with an upload in progress. */
  private readonly clients = new Map<string, Holding>();

  /** `perClient`: what one client (one key, such as its address) may hold at once. */
  constructor(private readonly limits: UploadShare & { perClient: UploadShare }) {}

  /**
   * A place for one upload of `client`, or why there is none. A declared body size is reserved up
   * front, so an upload does not start only to fail half-way.
   */
  enter(
    client: string,
    declaredBytes?: number,
  ): { ok: true; ticket: UploadTicket } | { ok: false; refusal: UploadRefusal } {
    // Finite only: an infinite reserve would leave the totals NaN, and then nothing is ever refused.
    const reserve = declaredBytes !== undefined && Number.isFinite(declaredBytes) ? declaredBytes : 0;
    const mine = this.clients.get(client) ?? { uploads: 0, bytes: 0 };
    const { perClient } = this.limits;
    if (this.total.uploads >= this.limits.maxUploads || this.total.bytes + reserve > this.limits.maxBytes) {
      return { ok: false, refusal: "busy" };
    }
    if (mine.uploads >= perClient.maxUploads || mine.bytes + reserve > perClient.maxBytes) {
      return { ok: false, refusal: "over-share" };
    }
    this.clients.set(client, mine);
    this.add(mine, 1, reserve);
    let held = reserve;
    const read = (total: number): true | UploadRefusal => {
      if (total <= held) return true;
      const more = total - held;
      if (this.total.bytes + more > this.limits.maxBytes) return "busy";
      if (mine.bytes + more > perClient.maxBytes) return "over-share";
      this.add(mine, 0, more);
      held = total;
      return true;
    };
    const release = () => {
      this.add(mine, -1, -held);
      if (mine.uploads <= 0) this.clients.delete(client);
    };
    return { ok: true, ticket: { read, release } };
  }

  private add(mine: Holding, uploads: number, bytes: number): void {
    for (const holding of [mine, this.total]) {
      holding.uploads += uploads;
      holding.bytes += bytes;
    }
  }

  get inFlight(): Holding & { clients: number } {
    return { ...this.total, clients: this.clients.size };
  }
}
