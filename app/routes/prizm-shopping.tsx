import { CardGrid } from "~/components/sections/CardGrid";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { PageBanner } from "~/components/sections/PageBanner";
import { Section } from "~/components/sections/Section";
import { pageMeta } from "~/site/meta";
import { prizmPages } from "~/site/pages/prizm";
import { prizmShopping } from "~/site/prizm";
import type { Route } from "./+types/prizm-shopping";

const page = prizmPages.prizmShopping;

/** Copy as loader data, so it stays out of the page's script (ADR 016). */
export function loader() {
  return prizmShopping;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function PrizmShoppingPage({ loaderData: prizmShopping }: Route.ComponentProps) {
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
