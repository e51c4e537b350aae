import { CardGrid } from "~/components/sections/CardGrid";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { PageBanner } from "~/components/sections/PageBanner";
import { Section } from "~/components/sections/Section";
import { pageMeta } from "~/site/meta";
import { caseStudyCards, caseStudyList } from "~/site/case-studies";
import { insightPages } from "~/site/pages/insights";
import type { Route } from "./+types/insights";

const page = insightPages.insights;

/** Copy as loader data, so it stays out of the page's script (ADR 016). */
export function loader() {
  return {
    intro: caseStudyList.intro,
    groups: caseStudyList.groups.map((group) => ({ ...group, cards: caseStudyCards(group.group) })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function InsightsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.heading} intro={loaderData.intro} />
      {loaderData.groups.map((group, index) => {
        const { cards } = group;
        return (
          <Section key={group.id} id={group.id} title={group.title} tone={index % 2 ? "muted" : "white"}>
            <CardGrid cards={cards} columns={cards.length > 1 ? 2 : 3} />
          </Section>
        );
      })}
      <GetInTouch />
    </>
  );
}
