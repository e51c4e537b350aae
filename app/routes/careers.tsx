import { Link } from "react-router";
import { OpeningsTable } from "~/components/sections/OpeningsTable";
import { PageBanner } from "~/components/sections/PageBanner";
import { Section } from "~/components/sections/Section";
import { pageMeta } from "~/site/meta";
import { careerOpenings, careersCopy } from "~/site/careers";
import { careerPages } from "~/site/pages/careers";
import type { Route } from "./+types/careers";

const page = careerPages.careers;

/** Copy as loader data, so it stays out of the page's script (ADR 016). */
export function loader() {
  return { careerOpenings, careersCopy };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { careerOpenings, careersCopy } = loaderData;
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
        <OpeningsTable openings={careerOpenings} copy={careersCopy} />
      </Section>
    </>
  );
}
