import type { ReactNode } from "react";

type AccordionItem = { id: string; label: ReactNode; content: ReactNode };

type AccordionProps = {
  items: readonly AccordionItem[];
  /** Items sharing a name form an exclusive group: opening one closes the others. */
  name: string;
  defaultOpenId?: string;
  idPrefix: string;
};

/**
 * A single-open accordion on native <details name>: the browser opens one item at a time,
 * clicking the open item closes it, and it works by keyboard and without JavaScript.
 */
export function Accordion({ items, name, defaultOpenId, idPrefix }: AccordionProps) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {items.map((item) => (
        <details
          key={item.id}
          id={`${idPrefix}-${item.id}`}
          name={name}
          open={item.id === defaultOpenId}
          className="group"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
            {item.label}
            <svg
              aria-hidden="true"
              width="16"
              height="16"
              viewBox="0 0 16 16"
              className="shrink-0 transition-transform group-open:rotate-180"
            >
              <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </summary>
          <div className="px-5 pb-5">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
