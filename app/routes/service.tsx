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
import { type BlockPage, ourServices, serviceDetails, whatWeDo } from "~/site/services";
import type { Route } from "./+types/service";

/** The pages made of a banner and content blocks, by path: services and PRIZM Shopping. */
const blockPages: Record<string, BlockPage> = {
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

/** One module serves every block page: the page is looked up by path. */
export function loader({ url }: Route.LoaderArgs) {
  const page = findStaticPage(url.pathname);
  const detail = page ? blockPages[page.path] : undefined;
  if (!page || !detail) throw data(null, { status: 404 });
  return { page, detail };
}

export const meta: Route.MetaFunction = loaderPageMeta;

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { page, detail } = loaderData;
  return (
    <>
      <PageBanner title={page.heading} eyebrow={detail.eyebrow} intro={detail.intro} />
      <ContentBlocks blocks={detail.blocks} />
      <GetInTouch />
    </>
  );
}
