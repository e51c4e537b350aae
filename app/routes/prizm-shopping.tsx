import { CardGrid } from "~/components/sections/CardGrid";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { PageBanner } from "~/components/sections/PageBanner";
import { Section } from "~/components/sections/Section";
import { pageMeta } from "~/lib/meta";
import { prizmPages } from "~/site/pages/prizm";
import { prizmShopping } from "~/site/prizm";
import type { Route } from "./+types/prizm-shopping";

const page = prizmPages.prizmShopping;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function PrizmShoppingPage() {
  return (
    <>
      <PageBanner title={page.heading} eyebrow={prizmShopping.eyebrow} intro={prizmShopping.intro} />
      <Section id="features" title={prizmShopping.featuresTitle} intro={prizmShopping.featuresIntro}>
        <CardGrid cards={prizmShopping.features} />
      </Section>
      <GetInTouch />
    </>
  );
}
