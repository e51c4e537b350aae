import { LegalDocument } from "~/components/sections/LegalDocument";
import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { legalLabels, termsOfUse } from "~/site/legal";
import { legalPages } from "~/site/pages/legal";
import type { Route } from "./+types/terms-of-use";

const page = legalPages.terms;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function TermsOfUsePage() {
  return (
    <>
      <PageBanner title={page.heading} intro={page.description} />
      <LegalDocument document={termsOfUse} labels={legalLabels} />
    </>
  );
}
