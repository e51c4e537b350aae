import { formIds } from "~/leads/shared/contract";
import { staffCopy } from "~/site/staff";
import type { LeadFilter } from "./filter";
import { STAFF_PATH } from "./paths";
import { formName, inputClass } from "./staff-ui";

const copy = staffCopy.filters;

/** The listing's filters: a GET form, so a filtered view is a URL that can be bookmarked and shared. */
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
      <FilterInput name="from" type="date" label={copy.from} value={filter.from} />
      <FilterInput name="to" type="date" label={copy.to} value={filter.to} />
      <FilterInput name="q" type="search" label={copy.search} value={filter.q} />
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

function FilterInput({
  name,
  type,
  label,
  value,
}: {
  name: string;
  type: "date" | "search";
  label: string;
  value: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={`filter-${name}`}
        name={name}
        type={type}
        defaultValue={value ?? ""}
        className={inputClass}
      />
    </div>
  );
}
