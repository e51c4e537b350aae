/**
 * Caps uploads in progress and bytes held in memory, for the process and per client, so memory stays
 * bounded and one client cannot take every place (ADR 028).
 */

export type UploadShare = { maxUploads: number; maxBytes: number };

export type UploadBudgetLimits = UploadShare & {
  /** What one client (one key, such as its address) may hold at once. */
  perClient: UploadShare;
};

/** "busy": the whole budget is used; "over-share": this client already holds its share. */
export type UploadRefusal = "busy" | "over-share";

export type UploadAdmission = { ok: true; ticket: UploadTicket } | { ok: false; refusal: UploadRefusal };

type Holding = { uploads: number; bytes: number };

export class UploadBudget {
  private readonly total: Holding = { uploads: 0, bytes: 0 };
  /** Only clients with an upload in progress. */
  private readonly clients = new Map<string, Holding>();

  readonly limits: UploadBudgetLimits;

  constructor(limits: UploadBudgetLimits) {
    // A client's share can be no larger than the whole.
    const perClient = {
      maxUploads: Math.min(limits.perClient.maxUploads, limits.maxUploads),
      maxBytes: Math.min(limits.perClient.maxBytes, limits.maxBytes),
    };
    this.limits = { ...limits, perClient };
  }

  /**
   * A place for one upload of `client`, or why there is none. A declared body size is reserved up
   * front, so an upload does not start only to fail half-way.
   */
  enter(client: string, declaredBytes?: number): UploadAdmission {
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
    mine.uploads += 1;
    this.total.uploads += 1;
    mine.bytes += reserve;
    this.total.bytes += reserve;
    return { ok: true, ticket: new UploadTicket(this, client, reserve) };
  }

  /** Takes `bytes` more for an upload of `client`; nothing is taken if refused. */
  take(client: string, bytes: number): true | UploadRefusal {
    const mine = this.clients.get(client);
    if (!mine || this.total.bytes + bytes > this.limits.maxBytes) return "busy";
    if (mine.bytes + bytes > this.limits.perClient.maxBytes) return "over-share";
    mine.bytes += bytes;
    this.total.bytes += bytes;
    return true;
  }

  /** Releases an upload's bytes and place. */
  leave(client: string, bytes: number): void {
    this.total.bytes -= bytes;
    this.total.uploads -= 1;
    const mine = this.clients.get(client);
    if (!mine) return;
    mine.bytes -= bytes;
    mine.uploads -= 1;
    if (mine.uploads <= 0) this.clients.delete(client);
  }

  get inFlight(): Holding & { clients: number } {
    return { ...this.total, clients: this.clients.size };
  }

  heldBy(client: string): Holding {
    const mine = this.clients.get(client);
    return { uploads: mine?.uploads ?? 0, bytes: mine?.bytes ?? 0 };
  }
}

/** One upload's part of the budget; `release` returns all of it (idempotent). */
export class UploadTicket {
  private held: number;
  private released = false;

  constructor(
    private readonly budget: UploadBudget,
    private readonly client: string,
    reserved: number,
  ) {
    this.held = reserved;
  }

  /** Counts bytes as they arrive; bytes beyond the reserved size are taken from the budget. */
  read(total: number): true | UploadRefusal {
    if (this.released) return "busy";
    if (total <= this.held) return true;
    const more = total - this.held;
    const taken = this.budget.take(this.client, more);
    if (taken !== true) return taken;
    this.held += more;
    return true;
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    this.budget.leave(this.client, this.held);
    this.held = 0;
  }
}
