import type { FormId } from "../shared/contract";

/** One form's funnel over a period: views, starts and leads. */
export type FunnelRow = { form: FormId; views: number; starts: number; submissions: number };

/**
 * `part` of `whole` as a fraction; null when `whole` is 0. It can exceed 1: leads sent without
 * JavaScript or through the API have no counted view or start.
 */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}
