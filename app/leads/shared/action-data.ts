import type { FormId } from "./contract";

/** What a page's action (the no-JavaScript path) returns for the form to render. */
export type LeadActionData = {
  formId: FormId;
  ok: boolean;
  status: number;
  message: string;
  errors?: Record<string, string[]>;
  /** The text values the visitor sent, so a refused form comes back filled in. */
  values?: Record<string, string | string[]>;
  /** The refused post carried files, which a page cannot hand back: the visitor picks them again. */
  attachAgain?: boolean;
};

export function isLeadActionData(value: unknown): value is LeadActionData {
  return (
    typeof value === "object" &&
    value !== null &&
    "formId" in value &&
    "message" in value &&
    typeof (value as { message: unknown }).message === "string"
  );
}
