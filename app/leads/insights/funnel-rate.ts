import type { FormId } from "../shared/contract";

/** One form's funnel over a period: shown, first touched, and the leads it brought. */
export type FunnelRow = { form: FormId; views: number; starts: number; submissions: number };

/**
 * `part` of `whole` as a share (1 is all); null without a whole. It can pass 1: a lead sent
 * without JavaScript, or by an API client, has no counted view or start.
 */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}
