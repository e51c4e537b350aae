import type { ReactNode } from "react";

/**
 * The shared table layout of the staff page; on narrow screens it scrolls sideways rather than
 * squeezing columns. Its cells are plain `th`/`td`: the table styles them (row headings in normal
 * weight, the totals row in semibold, digits of equal width).
 */

type StaffTableProps = {
  caption: ReactNode;
  children: ReactNode;
  /** The cells of a totals row, if any. */
  footer?: ReactNode;
  className?: string;
} & (
  | { /** Plain text headings, one per column. */ columns: readonly string[] }
  | { /** Heading cells made by the caller (`th scope="col"`). */ headings: ReactNode }
);

export function StaffTable({ caption, children, footer, className = "mt-3", ...head }: StaffTableProps) {
  return (
    <div className={`${className} overflow-x-auto`}>
      <table className="min-w-full border-collapse text-left text-sm tabular-nums [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_tbody_th]:font-normal [&_tfoot]:font-semibold">
        <caption className="mb-2 text-left text-slate-700">{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            {"columns" in head
              ? head.columns.map((heading) => (
                  <th key={heading} scope="col">
                    {heading}
                  </th>
                ))
              : head.headings}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
        {footer ? (
          <tfoot className="border-t-2 border-slate-300">
            <tr>{footer}</tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
