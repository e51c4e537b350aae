/** Shared by the staff page's components: form field styling and form names. */
import { staffCopy } from "~/site/staff";

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-3";

/** Form names by id; a stored lead may carry an id the site no longer has. */
const formNames: Readonly<Record<string, string | undefined>> = staffCopy.formNames;

/** A form's display name; an unknown id is shown as stored. */
export function formName(form: string): string {
  return formNames[form] ?? form;
}
