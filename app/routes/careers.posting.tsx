import { data } from "react-router";
import { JobPostingView } from "~/components/sections/JobPostingView";
import { LeadForm } from "~/leads/form/LeadForm";
import { PageBanner } from "~/components/sections/PageBanner";
import { originFrom, pageMeta } from "~/site/meta";
import { findJobPosting, jobPostingJsonLd, postingLabels } from "~/site/careers";
import { findStaticPage } from "~/site/pages/index";
import type { Route } from "./+types/careers.posting";

/** Three routes share this module; the posting is looked up by the request's path. */
export function loader({ url: { pathname } }: Route.LoaderArgs) {
  const page = findStaticPage(pathname);
  const posting = findJobPosting(pathname);
  if (!page || !posting) throw data(null, { status: 404 });
  const others = posting.otherOpenings.flatMap((path) => {
    const other = findJobPosting(path);
    return other ? [other] : [];
  });
  return { page, posting, others };
}

/** No-JavaScript submissions of the page's lead form (LeadForm posts here). */
export { leadAction as action } from "~/leads/intake/page-action.server";

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, args.loaderData.page, [
        { "script:ld+json": jobPostingJsonLd(args.loaderData.posting, originFrom(args)) },
      ])
    : [];

export default function CareerPostingPage({ loaderData }: Route.ComponentProps) {
  const { page, posting, others } = loaderData;
  return (
    <>
      <PageBanner title={page.heading} eyebrow={postingLabels.eyebrow} intro={page.description} />
      <JobPostingView
        posting={posting}
        others={others}
        labels={postingLabels}
        applyForm={posting.apply.kind === "form" ? <LeadForm formId={posting.apply.formId} /> : undefined}
      />
    </>
  );
}
