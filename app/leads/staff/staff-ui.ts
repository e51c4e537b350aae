/** Shared by the staff page's components: form field styling and form names. */
import { staffCopy } from "~/site/staff";

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-3";

const formNames = new Map<string, string>(Object.entries(staffCopy.formNames));

/** A form's display name; a stored lead may carry an id the site no longer has, shown as stored. */
export const formName = (form: string) => formNames.get(form) ?? form;
