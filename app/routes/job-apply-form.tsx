import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { careerPages } from "~/site/pages/careers";
import type { Route } from "./+types/job-apply-form";

const page = careerPages.jobApply;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function JobApplyFormPage() {
  return <PageBanner title={page.heading} intro={page.description} />;
}
