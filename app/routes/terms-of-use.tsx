import { LegalDocument } from "~/components/sections/LegalDocument";
import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/site/meta";
import { legalLabels, termsOfUse } from "~/site/legal";
import { legalPages } from "~/site/pages/legal";
import type { Route } from "./+types/terms-of-use";

const page = legalPages.terms;

/** The text comes as loader data, prerendered with the page, so no script carries it (ADR 016). */
export function loader() {
  return { document: termsOfUse, labels: legalLabels };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function TermsOfUsePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.heading} intro={page.description} />
      <LegalDocument document={loaderData.document} labels={loaderData.labels} />
    </>
  );
}
