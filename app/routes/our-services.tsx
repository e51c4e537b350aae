import { ContentBlocks } from "~/components/sections/ContentBlocks";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { engagementModels } from "~/site/engagement-models";
import { servicePages } from "~/site/pages/services";
import { ourServices } from "~/site/services";
import type { Route } from "./+types/our-services";

const page = servicePages.ourServices;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function OurServicesPage() {
  return (
    <>
      <PageBanner title={page.heading} eyebrow={ourServices.eyebrow} intro={ourServices.intro} />
      <ContentBlocks blocks={[...ourServices.blocks, engagementModels]} />
      <GetInTouch />
    </>
  );
}
