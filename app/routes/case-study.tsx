import { data } from "react-router";
import { itemOfPage } from "~/cms/served-collections.server";
import { CaseStudyBody } from "~/components/sections/CaseStudyBody";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { PageBanner } from "~/components/sections/PageBanner";
import { builtShareImage } from "~/lib/share-image.server";
import { caseStudyList } from "~/site/case-studies";
import { loaderPageMeta } from "~/site/meta";
import { insightPages } from "~/site/pages/insights";
import { caseStudyUiCopy } from "~/site/section-text";
import type { Route } from "./+types/case-study";

/**
 * A case study's page at /insights/{slug}; the slug names an item of the case-studies collection.
 * Drafts show in the editors' preview.
 */
export async function loader(args: Route.LoaderArgs) {
  const { item, path, headers, previewBanner } = await itemOfPage("case-studies", args);
  const page = {
    path,
    title: item.pageTitle ?? item.heading,
    description: item.intro,
    // The card the build made for it, or the site's card for one published since.
    image: builtShareImage(path),
    type: "article" as const,
  };
  // Labels come with the study, so the list's copy stays out of the page's script (ADR 016).
  const labels = {
    results: caseStudyList.resultsTitle,
    technologies: caseStudyList.technologiesTitle,
    back: caseStudyList.backLabel,
    backHref: insightPages.insights.path,
  };
  return data({ page, study: item, labels, previewBanner }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = loaderPageMeta;

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { study, labels } = loaderData;
  return (
    <>
      <PageBanner
        title={study.heading}
        eyebrow={caseStudyUiCopy.eyebrow(study.group)}
        intro={study.summary}
      />
      <CaseStudyBody study={study} labels={labels} />
      <GetInTouch />
    </>
  );
}
