import type { FormId } from "./contract";

/** What a page's action returns to a form submitted without JavaScript. */
export type LeadActionData = {
  formId: FormId;
  ok: boolean;
  status: number;
  message: string;
  errors?: Record<string, string[]>;
  /** The text values the visitor sent, so a refused form comes back filled in. */
  values?: Record<string, string | string[]>;
  /** The refused post had files, which cannot be handed back; the visitor must attach them again. */
  attachAgain?: boolean;
};

export function isLeadActionData(value: unknown): value is LeadActionData {
  return (
    typeof value === "object" &&
    value !== null &&
    "formId" in value &&
    "message" in value &&
    typeof value.message === "string"
  );
}
