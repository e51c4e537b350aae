import { staffCopy } from "~/site/staff";
import type { SourceColumn } from "./source-dimensions";

/** A column's display name: the value itself, "(none)" or "(other)". */
export function columnLabel(column: SourceColumn): string {
  return column.kind === "value" ? column.value : staffCopy.sources[column.kind];
}
