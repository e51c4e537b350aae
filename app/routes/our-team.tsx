import { PageBanner } from "~/components/sections/PageBanner";
import { Section } from "~/components/sections/Section";
import { TeamDirectory } from "~/components/sections/TeamDirectory";
import { Reveal } from "~/components/ui/Reveal";
import { pageMeta } from "~/lib/meta";
import { companyPages } from "~/site/pages/company";
import { board, ourStory, staff, teamTabs } from "~/site/team";
import type { Route } from "./+types/our-team";

const page = companyPages.ourTeam;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function OurTeamPage() {
  return (
    <>
      <PageBanner title={page.heading} intro={page.description} />
      <Section id="our-story" title={ourStory.title}>
        <Reveal kind="page" className="max-w-3xl space-y-4 text-lg">
          {ourStory.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Reveal>
      </Section>
      <Section id="people" title={teamTabs.label} tone="muted">
        <TeamDirectory labels={teamTabs} staff={staff} board={board} />
      </Section>
    </>
  );
}
