import { data } from "react-router";
import { notFound } from "~/http/not-found.server";
import { itemPaths } from "~/cms/collection-descriptors";
import { itemsOfPage } from "~/cms/served-collections.server";
import { ContentBlocks } from "~/components/sections/ContentBlocks";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { PageBanner } from "~/components/sections/PageBanner";
import { blockPages } from "~/site/block-pages";
import { caseStudyBlocks, caseStudyList } from "~/site/case-studies";
import { loaderPageMeta } from "~/site/meta";
import { findStaticPage } from "~/site/pages/index";
import { insightPages } from "~/site/pages/insights";
import type { Route } from "./+types/block-page";

/**
 * One module serves every block page, looked up by path. The case studies' list (/insights) is made
 * from its collection: a section of cards per group, in the order the editors give, drafts too in
 * the editors' preview.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  if (url.pathname === insightPages.insights.path) {
    const { items, headers, previewBanner } = await itemsOfPage("case-studies", { request, url });
    const blocks = caseStudyBlocks(
      items.map((study) => ({
        group: study.group,
        name: study.title,
        text: study.summary,
        image: study.icon,
        link: itemPaths["case-studies"](study),
      })),
    );
    const detail: (typeof blockPages)[string] = { intro: caseStudyList.intro, blocks };
    return data({ page: insightPages.insights, detail, previewBanner }, { headers });
  }
  const page = findStaticPage(url.pathname);
  const detail = page ? blockPages[page.path] : undefined;
  if (!page || !detail) throw notFound();
  return data({ page, detail });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = loaderPageMeta;

export default function BlockPage({ loaderData }: Route.ComponentProps) {
  const { page, detail } = loaderData;
  return (
    <>
      <PageBanner title={page.heading} eyebrow={detail.eyebrow} intro={detail.intro} />
      <ContentBlocks blocks={detail.blocks} />
      <GetInTouch />
    </>
  );
}
