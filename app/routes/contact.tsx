import { LeadForm } from "~/leads/form/LeadForm";
import { OurOffices } from "~/components/layout/OurOffices";
import type { ShellHandle } from "~/components/layout/shell-handle";
import { pageMeta } from "~/site/meta";
import { contactBanner } from "~/site/contact-page";
import { contactPages } from "~/site/pages/contact";
import type { Route } from "./+types/contact";

const page = contactPages.contact;

/** No-JavaScript submissions of the page's lead form (LeadForm posts here). */
export { leadAction as action } from "~/leads/intake/page-action.server";

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

/** This page's footer shows the offices (only this page's script carries them). */
export const handle: ShellHandle = { footerLead: OurOffices };

/** The banner beside the contact form; the footer adds Our Offices (`handle`). */
export default function ContactPage() {
  return (
    <section className="bg-gradient-to-br from-navy-900 via-navy-800 to-brand-700 py-16 text-white md:py-20">
      <div className="container-page grid items-start gap-10 lg:grid-cols-2">
        <div>
          <h1 className="text-4xl font-bold leading-tight md:text-5xl">{page.heading}</h1>
          <p className="mt-3 text-2xl font-semibold text-accent-400">{contactBanner.subtitle}</p>
          <p className="mt-5 max-w-xl text-lg text-slate-200">{contactBanner.text}</p>
          <ul className="mt-8 space-y-3">
            {contactBanner.points.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <svg
                  aria-hidden="true"
                  width="22"
                  height="22"
                  viewBox="0 0 24 24"
                  className="mt-0.5 shrink-0"
                >
                  <circle cx="12" cy="12" r="11" fill="#f6b43c" />
                  <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#0b2545" strokeWidth="2.2" />
                </svg>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 text-slate-800 shadow-xl md:p-8">
          <h2 className="text-2xl font-bold text-navy-900">{contactBanner.formTitle}</h2>
          <div className="mt-6">
            <LeadForm formId="contact" />
          </div>
        </div>
      </div>
    </section>
  );
}
