import { data } from "react-router";
import { itemPaths } from "~/cms/collection-descriptors";
import { itemsOfPage } from "~/cms/served-collections.server";
import { ContentBlocks } from "~/components/sections/ContentBlocks";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { PageBanner } from "~/components/sections/PageBanner";
import { caseStudyBlocks, caseStudyList } from "~/site/case-studies";
import { loaderPageMeta } from "~/site/meta";
import { insightPages } from "~/site/pages/insights";
import type { Route } from "./+types/insights";

/**
 * The case study list: a section of cards per group, in the order the editors give (`order`).
 * Drafts show in the editors' preview, without its banner: the banner's code would add to every
 * visitor's first load.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { items, headers } = await itemsOfPage("case-studies", request);
  const blocks = caseStudyBlocks(
    items.map((study) => ({
      group: study.group,
      name: study.title,
      text: study.summary,
      image: study.icon,
      link: itemPaths["case-studies"](study),
    })),
  );
  // The intro comes with the page, so the list's copy stays out of the page's script (ADR 016).
  const page = insightPages.insights;
  return data({ page, intro: caseStudyList.intro, blocks }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = loaderPageMeta;

export default function InsightsPage({ loaderData }: Route.ComponentProps) {
  const { page, intro, blocks } = loaderData;
  return (
    <>
      <PageBanner title={page.heading} intro={intro} />
      <ContentBlocks blocks={blocks} />
      <GetInTouch />
    </>
  );
}
