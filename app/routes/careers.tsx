import { data, Link } from "react-router";
import { itemPaths } from "~/cms/collection-descriptors";
import { listedOpenings } from "~/cms/openings";
import { itemsOfPage } from "~/cms/served-collections.server";
import { OpeningsTable } from "~/components/sections/OpeningsTable";
import { PageBanner } from "~/components/sections/PageBanner";
import { Section } from "~/components/sections/Section";
import { pageMeta } from "~/site/meta";
import { careersCopy, formatPostingDate } from "~/site/careers";
import { careerPages } from "~/site/pages/careers";
import type { Route } from "./+types/careers";

const page = careerPages.careers;

/** The open openings as table rows, and the copy, as loader data (ADR 016). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const { items, headers, previewBanner } = await itemsOfPage("careers", { request, url });
  const openings = listedOpenings(items).map((opening) => ({
    name: opening.title,
    location: opening.location,
    openings: opening.openings,
    deadline: formatPostingDate(opening.deadline),
    link: itemPaths.careers(opening),
  }));
  return data({ openings, careersCopy, previewBanner }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { openings, careersCopy } = loaderData;
  const { intro } = careersCopy;
  return (
    <>
      <PageBanner title={page.heading} intro={page.description} />
      <Section id="careers-intro" eyebrow={intro.eyebrow} title={intro.title} intro={intro.text}>
        <ul className="flex flex-wrap gap-4">
          {careersCopy.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className="link font-semibold">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="current-openings" tone="muted">
        <OpeningsTable openings={openings} copy={careersCopy} />
      </Section>
    </>
  );
}
