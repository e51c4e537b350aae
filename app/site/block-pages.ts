import type { ContentBlock } from "./blocks";
import { caseStudyCards, caseStudyList } from "./case-studies";
import { engagementModels } from "./engagement-models";
import { insightPages } from "./pages/insights";
import { prizmPages } from "./pages/prizm";
import { servicePages } from "./pages/services";
import { prizmShopping } from "./prizm";
import { ourServices, serviceDetails, whatWeDo } from "./services";

/** The pages made of a banner and content blocks, by path: services, case studies, PRIZM Shopping. */
export const blockPages: Record<
  string,
  { eyebrow?: string; intro: string; blocks: readonly ContentBlock[] }
> = {
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
