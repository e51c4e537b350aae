import type { ReactNode } from "react";

type PageBannerProps = {
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Pages under the transparent header start with a taller banner that sits beneath it. */
  underHeader?: boolean;
};

/** The dark banner that opens a page and carries its h1. */
export function PageBanner({ title, eyebrow, intro, children, underHeader = false }: PageBannerProps) {
  return (
    <section
      className={`bg-gradient-to-br from-navy-900 via-navy-800 to-brand-700 text-white ${
        underHeader ? "pt-32 pb-20 md:pt-40" : "py-16 md:py-20"
      }`}
    >
      <div className="container-page">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 max-w-4xl text-4xl font-bold leading-tight md:text-5xl">{title}</h1>
        {intro ? <div className="mt-5 max-w-3xl text-lg text-slate-200">{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}
