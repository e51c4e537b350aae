import { PageBanner } from "~/components/sections/PageBanner";
import { Section } from "~/components/sections/Section";
import { TeamDirectory } from "~/components/sections/TeamDirectory";
import { Reveal } from "~/components/ui/Reveal";
import { loaderPageMeta } from "~/site/meta";
import { companyPages } from "~/site/pages/company";
import { itemsOfPage } from "~/cms/served-collections.server";
import { personOnPage } from "~/cms/team-views.server";
import { ourStory, teamTabs } from "~/site/team";
import type { Route } from "./+types/our-team";
import { data } from "react-router";

/** Story and people as loader data, so they stay out of the page's script (ADR 016). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const { items, headers, previewBanner } = await itemsOfPage("team", { request, url });
  const staff = items.filter((person) => person.group === "team").map(personOnPage);
  const board = items.filter((person) => person.group === "board").map(personOnPage);
  return data({ page: companyPages.ourTeam, ourStory, teamTabs, staff, board, previewBanner }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = loaderPageMeta;

export default function OurTeamPage({ loaderData }: Route.ComponentProps) {
  const { page, ourStory, teamTabs, staff, board } = loaderData;
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
