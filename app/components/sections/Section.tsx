import type { ReactNode } from "react";

type SectionProps = {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  tone?: "white" | "muted";
  children?: ReactNode;
};

/** A page section with an optional eyebrow, h2 and intro; the building block of every page. */
export function Section({ id, eyebrow, title, intro, tone = "white", children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`render-near-view py-16 md:py-20 ${tone === "muted" ? "bg-slate-50" : "bg-white"} text-slate-800`}
    >
      <div className="container-page">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">{eyebrow}</p>
        ) : null}
        {title ? (
          <h2 id={headingId} className="mt-2 text-3xl font-bold md:text-4xl text-navy-900">
            {title}
          </h2>
        ) : null}
        {intro ? <div className="mt-4 max-w-3xl text-lg">{intro}</div> : null}
        {children ? <div className={title || intro ? "mt-10" : ""}>{children}</div> : null}
      </div>
    </section>
  );
}
