import { LeadForm } from "~/leads/form/LeadForm";
import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/site/meta";
import { jobApplyCopy } from "~/site/careers";
import { careerPages } from "~/site/pages/careers";
import type { Route } from "./+types/job-apply-form";

const page = careerPages.jobApply;

/** No-JavaScript submissions of the page's lead form (LeadForm posts here). */
export { leadAction as action } from "~/leads/intake/page-action.server";

/** Copy as loader data, so it stays out of the page's script (ADR 016). */
export function loader() {
  return jobApplyCopy;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function JobApplyFormPage({ loaderData: jobApplyCopy }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.heading} eyebrow={jobApplyCopy.eyebrow} intro={page.description} />
      <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[1fr_1.4fr]">
        <section aria-labelledby="apply-intro-heading">
          <h2 id="apply-intro-heading" className="text-2xl font-bold text-navy-900">
            {jobApplyCopy.title}
          </h2>
          <p className="mt-4 text-lg">{jobApplyCopy.text}</p>
          <ul className="mt-6 list-disc space-y-2 pl-6">
            {jobApplyCopy.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8">
          <LeadForm formId="job-apply" />
        </div>
      </div>
    </>
  );
}
