import type { ReactNode } from "react";

/** The shared table layout of the staff page; on narrow screens it scrolls sideways rather than squeezing columns. */

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/** A column heading; `breakAnywhere` for headings as long as a URL. */
export function ColumnHeading({
  children,
  breakAnywhere = false,
}: {
  children: ReactNode;
  breakAnywhere?: boolean;
}) {
  return (
    <th scope="col" className={classes(breakAnywhere && "break-all", "px-3 py-2 font-semibold")}>
      {children}
    </th>
  );
}

/** The heading cell that starts a row; `strong` for a totals row. */
export function RowHeading({
  children,
  strong = false,
  noWrap = false,
}: {
  children: ReactNode;
  strong?: boolean;
  noWrap?: boolean;
}) {
  return (
    <th
      scope="row"
      className={classes(
        noWrap && "whitespace-nowrap",
        "px-3 py-2 text-left",
        strong ? "font-semibold" : "font-normal",
      )}
    >
      {children}
    </th>
  );
}

/** A data cell; `numeric` aligns digits, `strong` marks a total. */
export function Cell({
  children,
  numeric = false,
  strong = false,
  className,
}: {
  children?: ReactNode;
  numeric?: boolean;
  strong?: boolean;
  className?: string;
}) {
  return (
    <td className={classes(className, "px-3 py-2", strong && "font-semibold", numeric && "tabular-nums")}>
      {children}
    </td>
  );
}

type StaffTableProps = {
  caption: ReactNode;
  children: ReactNode;
  /** The cells of a totals row, if any. */
  footer?: ReactNode;
  className?: string;
} & (
  | { /** Plain text headings, one per column. */ columns: readonly string[] }
  | { /** Heading cells made by the caller (ColumnHeading). */ headings: ReactNode }
);

export function StaffTable({ caption, children, footer, className = "mt-3", ...head }: StaffTableProps) {
  return (
    <div className={classes(className, "overflow-x-auto")}>
      <table className="min-w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-slate-700">{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            {"columns" in head
              ? head.columns.map((heading) => <ColumnHeading key={heading}>{heading}</ColumnHeading>)
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
