import { data } from "react-router";
import { ContentBlocks } from "~/components/sections/ContentBlocks";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { PageBanner } from "~/components/sections/PageBanner";
import { engagementModels } from "~/site/engagement-models";
import { loaderPageMeta } from "~/site/meta";
import { findStaticPage } from "~/site/pages/index";
import { prizmPages } from "~/site/pages/prizm";
import { servicePages } from "~/site/pages/services";
import { prizmShopping } from "~/site/prizm";
import type { ContentBlock } from "~/site/blocks";
import { caseStudyCards, caseStudyList } from "~/site/case-studies";
import { insightPages } from "~/site/pages/insights";
import { ourServices, serviceDetails, whatWeDo } from "~/site/services";
import type { Route } from "./+types/block-page";

/** The pages made of a banner and content blocks, by path: services, case studies, PRIZM Shopping. */
const blockPages: Record<string, { eyebrow?: string; intro: string; blocks: readonly ContentBlock[] }> = {
  [servicePages.whatWeDo.path]: whatWeDo,
  [servicePages.ourServices.path]: { ...ourServices, blocks: [...ourServices.blocks, engagementModels] },
  ...serviceDetails,
  [insightPages.insights.path]: {
    intro: caseStudyList.intro,
    blocks: caseStudyList.groups.map(({ id, title, group }): ContentBlock => {
      const cards = caseStudyCards(group);
      return { kind: "cards", id, title, cards, columns: cards.length > 1 ? 2 : 3 };
    }),
  },
  [prizmPages.prizmShopping.path]: {
    eyebrow: prizmShopping.eyebrow,
    intro: prizmShopping.intro,
    blocks: [
      {
        kind: "cards",
        id: "features",
        title: prizmShopping.featuresTitle,
        intro: prizmShopping.featuresIntro,
        cards: prizmShopping.features,
      },
    ],
  },
};

/** One module serves every block page: the page is looked up by path. */
export function loader({ url }: Route.LoaderArgs) {
  const page = findStaticPage(url.pathname);
  const detail = page ? blockPages[page.path] : undefined;
  if (!page || !detail) throw data(null, { status: 404 });
  return { page, detail };
}

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
