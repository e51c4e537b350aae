import { staffCopy } from "~/site/staff";
import type { SourceColumn } from "./source-dimensions";

/** A column's name as staff read it: the value itself, or (none) or (other). */
export function columnLabel(column: SourceColumn): string {
  return column.kind === "value" ? column.value : staffCopy.sources[column.kind];
}
