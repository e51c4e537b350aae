/**
 * The slowest a request body may arrive: after `graceMs`, an average of `minBytesPerSecond`. An idle
 * timeout alone is reset by every byte, so a trickling client could hold an upload place for ever.
 */
export type UploadPaceRule = { graceMs: number; minBytesPerSecond: number };

/** When a body that started at `startedAt` and has sent `received` bytes falls behind the pace. */
export function fallsBehindAt(rule: UploadPaceRule, startedAt: number, received: number): number {
  return startedAt + rule.graceMs + (received / rule.minBytesPerSecond) * 1000;
}
