import { Link } from "react-router";
import type { careersCopy } from "~/site/careers";

export type OpeningRow = {
  name: string;
  location: string;
  openings: number;
  /** As the page shows it, e.g. "31st Oct 2024". */
  deadline: string;
  link: string;
};

type OpeningsTableProps = {
  openings: readonly OpeningRow[];
  copy: Pick<typeof careersCopy, "openings" | "empty">;
};

/**
 * Careers: the Current Openings table when there are openings; otherwise the
 * not-hiring message with a button to the contact page and an invitation to share a CV.
 */
export function OpeningsTable({ openings, copy }: OpeningsTableProps) {
  if (openings.length === 0) {
    const { empty } = copy;
    return (
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 md:p-12">
        <h2 className="text-2xl font-bold text-navy-900 md:text-3xl">{empty.title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg">{empty.text}</p>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">{empty.cvInvitation}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to={empty.contactHref} className="btn btn-primary">
            {empty.contactLabel}
          </Link>
          <Link to={empty.applyHref} className="btn btn-light">
            {empty.applyLabel}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div>
      <h2 className="text-2xl font-bold text-navy-900 md:text-3xl">{copy.openings.title}</h2>
      <div className="mt-6 overflow-x-auto rounded-2xl ring-1 ring-slate-200">
        <table className="w-full min-w-[40rem] bg-white text-left">
          <thead className="bg-navy-900 text-white">
            <tr>
              {copy.openings.columns.map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {openings.map((opening) => (
              <tr key={opening.link}>
                <th scope="row" className="px-4 py-3 font-semibold text-navy-900">
                  {opening.name}
                </th>
                <td className="px-4 py-3">{opening.location}</td>
                <td className="px-4 py-3">{opening.openings}</td>
                <td className="px-4 py-3">{opening.deadline}</td>
                <td className="px-4 py-3">
                  <Link to={opening.link} className="link">
                    {copy.openings.viewMore}
                    <span className="sr-only">: {opening.name}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
