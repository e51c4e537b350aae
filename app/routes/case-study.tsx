import { data } from "react-router";
import { CaseStudyBody } from "~/components/sections/CaseStudyBody";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/site/meta";
import { caseStudyList, findCaseStudy } from "~/site/case-studies";
import { findStaticPage } from "~/site/pages/index";
import { insightPages } from "~/site/pages/insights";
import { caseStudyUiCopy } from "~/site/section-text";
import type { Route } from "./+types/case-study";

/** One module serves the five case studies: the page is looked up by path. */
export function loader({ url }: Route.LoaderArgs) {
  const page = findStaticPage(url.pathname);
  const study = page ? findCaseStudy(page.path) : undefined;
  if (!page || !study) throw data(null, { status: 404 });
  // Labels come with the study, so the list's copy stays out of the page's script (ADR 016).
  const labels = {
    results: caseStudyList.resultsTitle,
    technologies: caseStudyList.technologiesTitle,
    back: caseStudyList.backLabel,
    backHref: insightPages.insights.path,
  };
  return { page, study, labels };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { ...args.loaderData.page, type: "article" }) : [];

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { page, study, labels } = loaderData;
  return (
    <>
      <PageBanner title={page.heading} eyebrow={caseStudyUiCopy.eyebrow(study.group)} intro={study.summary} />
      <CaseStudyBody study={study} labels={labels} />
      <GetInTouch />
    </>
  );
}
