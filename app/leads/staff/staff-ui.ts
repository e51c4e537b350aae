/** What the staff page's components share: the look of a form field and the name of a form. */
import { staffCopy } from "~/site/staff";

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-3";

/** Form names by the id a stored lead carries, which may be one the site no longer has. */
const formNames: Readonly<Record<string, string | undefined>> = staffCopy.formNames;

/** A form's name on the page; a form id the site no longer has is shown as stored. */
export function formName(form: string): string {
  return formNames[form] ?? form;
}
