import { formIds } from "~/leads/shared/contract";
import { staffCopy } from "~/site/staff";
import type { LeadFilter } from "./filter";
import { STAFF_PATH } from "./paths";
import { formName, inputClass } from "./staff-ui";

const copy = staffCopy.filters;

/** The listing's filters: a GET form, so a filtered view is a URL that can be kept and shared. */
export function LeadFilters({ filter }: { filter: LeadFilter }) {
  return (
    <form
      method="get"
      action={STAFF_PATH}
      className="mt-6 grid gap-4 rounded-lg border border-slate-300 p-4 md:grid-cols-5"
      aria-label={copy.label}
    >
      <div>
        <label htmlFor="filter-form" className="text-sm font-semibold">
          {copy.form}
        </label>
        <select id="filter-form" name="form" defaultValue={filter.form ?? ""} className={inputClass}>
          <option value="">{copy.allForms}</option>
          {formIds.map((id) => (
            <option key={id} value={id}>
              {formName(id)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-from" className="text-sm font-semibold">
          {copy.from}
        </label>
        <input
          id="filter-from"
          name="from"
          type="date"
          defaultValue={filter.from ?? ""}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="filter-to" className="text-sm font-semibold">
          {copy.to}
        </label>
        <input id="filter-to" name="to" type="date" defaultValue={filter.to ?? ""} className={inputClass} />
      </div>
      <div>
        <label htmlFor="filter-q" className="text-sm font-semibold">
          {copy.search}
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={filter.q ?? ""} className={inputClass} />
      </div>
      <div className="flex items-end gap-3">
        <button type="submit" className="btn btn-primary">
          {copy.apply}
        </button>
        <a href={STAFF_PATH} className="link">
          {copy.clear}
        </a>
      </div>
    </form>
  );
}
