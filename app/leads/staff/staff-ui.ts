/** What the staff page's components share: the look of a form field and the name of a form. */
import { isFormId } from "~/leads/shared/contract";
import { staffCopy } from "~/site/staff";

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-3";

/** A form's name on the page; a form id the site no longer has is shown as stored. */
export function formName(form: string): string {
  return isFormId(form) ? staffCopy.formNames[form] : form;
}
