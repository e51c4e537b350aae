import { CardGrid } from "~/components/sections/CardGrid";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { PageBanner } from "~/components/sections/PageBanner";
import { Section } from "~/components/sections/Section";
import { pageMeta } from "~/lib/meta";
import { caseStudyCards, caseStudyList } from "~/site/insights";
import { insightPages } from "~/site/pages/insights";
import type { Route } from "./+types/insights";

const page = insightPages.insights;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function InsightsPage() {
  return (
    <>
      <PageBanner title={page.heading} intro={caseStudyList.intro} />
      {caseStudyList.groups.map((group, index) => {
        const cards = caseStudyCards(group.group);
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
