import type { ContentBlock } from "./blocks";
import { engagementModels } from "./engagement-models";
import { prizmPages } from "./pages/prizm";
import { servicePages } from "./pages/services";
import { prizmShopping } from "./prizm";
import { ourServices, serviceDetails, whatWeDo } from "./services";

/** The pages made of a banner and content blocks, by path: services and PRIZM Shopping. */
export const blockPages: Record<
  string,
  { eyebrow?: string; intro: string; blocks: readonly ContentBlock[] }
> = {
  [servicePages.whatWeDo.path]: whatWeDo,
  [servicePages.ourServices.path]: { ...ourServices, blocks: [...ourServices.blocks, engagementModels] },
  ...serviceDetails,
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
