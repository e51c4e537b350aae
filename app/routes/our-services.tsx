import { ContentBlocks } from "~/components/sections/ContentBlocks";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/site/meta";
import { engagementModels } from "~/site/engagement-models";
import { servicePages } from "~/site/pages/services";
import { ourServices } from "~/site/services";
import type { Route } from "./+types/our-services";

const page = servicePages.ourServices;

/** Copy as loader data, so it stays out of the page's script (ADR 016). */
export function loader() {
  return {
    eyebrow: ourServices.eyebrow,
    intro: ourServices.intro,
    blocks: [...ourServices.blocks, engagementModels],
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function OurServicesPage({ loaderData }: Route.ComponentProps) {
  const { eyebrow, intro, blocks } = loaderData;
  return (
    <>
      <PageBanner title={page.heading} eyebrow={eyebrow} intro={intro} />
      <ContentBlocks blocks={blocks} />
      <GetInTouch />
    </>
  );
}
