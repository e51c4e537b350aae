/**
 * What the whole process lets uploads hold at once: a number of uploads in progress and a number of
 * bytes read but not yet stored. An upload that would go beyond either is refused (503, try again
 * shortly) instead of growing the server's memory with whatever many clients send together.
 */
export class UploadBudget {
  private uploads = 0;
  private bytes = 0;

  constructor(
    readonly maxBytes: number,
    readonly maxUploads: number,
  ) {}

  /**
   * A place for one upload, or null when none is free. A declared body size is reserved at once,
   * so a client cannot start more than the budget holds and fail half-way.
   */
  enter(declaredBytes?: number): UploadTicket | null {
    if (this.uploads >= this.maxUploads) return null;
    const reserve = declaredBytes !== undefined && Number.isFinite(declaredBytes) ? declaredBytes : 0;
    if (this.bytes + reserve > this.maxBytes) return null;
    this.uploads += 1;
    this.bytes += reserve;
    return new UploadTicket(this, reserve);
  }

  /** Takes `bytes` more for an upload; false (nothing taken) when the budget is spent. */
  take(bytes: number): boolean {
    if (this.bytes + bytes > this.maxBytes) return false;
    this.bytes += bytes;
    return true;
  }

  give(bytes: number, upload: boolean): void {
    this.bytes -= bytes;
    if (upload) this.uploads -= 1;
  }

  get inFlight(): { uploads: number; bytes: number } {
    return { uploads: this.uploads, bytes: this.bytes };
  }
}

/** One upload's share of the budget; `release` gives all of it back (once). */
export class UploadTicket {
  private held: number;
  private released = false;

  constructor(
    private readonly budget: UploadBudget,
    reserved: number,
  ) {
    this.held = reserved;
  }

  /**
   * Counts bytes as they arrive. Within the size reserved up front nothing more is taken; beyond it
   * (a body without Content-Length, or one longer than declared) each byte is taken from the budget.
   */
  read(total: number): boolean {
    if (total <= this.held) return true;
    const more = total - this.held;
    if (!this.budget.take(more)) return false;
    this.held += more;
    return true;
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    this.budget.give(this.held, true);
    this.held = 0;
  }
}
