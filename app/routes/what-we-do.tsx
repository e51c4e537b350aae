import { ContentBlocks } from "~/components/sections/ContentBlocks";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/site/meta";
import { servicePages } from "~/site/pages/services";
import { whatWeDo } from "~/site/services";
import type { Route } from "./+types/what-we-do";

const page = servicePages.whatWeDo;

/** Copy as loader data, so it stays out of the page's script (ADR 016). */
export function loader() {
  return whatWeDo;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function WhatWeDoPage({ loaderData: whatWeDo }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.heading} eyebrow={whatWeDo.eyebrow} intro={whatWeDo.intro} />
      <ContentBlocks blocks={whatWeDo.blocks} />
      <GetInTouch />
    </>
  );
}
