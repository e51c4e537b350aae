/**
 * The slowest a request body may arrive. An idle timeout alone is reset by every byte, so a client
 * sending one byte now and then could hold its place in the upload budget for ever; here a body must
 * keep up an average of `minBytesPerSecond` once `graceMs` have passed since it started (the grace
 * covers a slow start: a mobile connection waking up, TLS, the first file being read). A body that
 * falls behind is cut off; one that keeps up may take as long as its size needs at that rate.
 */
export type UploadPaceRule = { graceMs: number; minBytesPerSecond: number };

/**
 * The moment a body that started at `startedAt` and has sent `received` bytes falls behind: it must
 * send more before then.
 */
export function fallsBehindAt(rule: UploadPaceRule, startedAt: number, received: number): number {
  return startedAt + rule.graceMs + (received / rule.minBytesPerSecond) * 1000;
}
