import { LegalDocument } from "~/components/sections/LegalDocument";
import { PageBanner } from "~/components/sections/PageBanner";
import { loaderPageMeta } from "~/site/meta";
import { legalLabels, privacyPolicy, termsOfUse } from "~/site/legal";
import { legalPages } from "~/site/pages/legal";
import type { Route } from "./+types/legal";

/** The legal pages: one module registered at each page's address (app/routes.ts). */
const legalDocuments = [
  { page: legalPages.terms, document: termsOfUse },
  { page: legalPages.privacy, document: privacyPolicy },
];

/**
 * Text as loader data, so it stays out of the page's script (ADR 016). Picked by route pattern, not
 * the URL, since the router matches any letter case.
 */
export function loader({ pattern }: Route.LoaderArgs) {
  const legal = legalDocuments.find(({ page }) => page.path === `/${pattern}`);
  if (!legal) throw new Error(`no legal document is registered at ${pattern}`);
  return { ...legal, labels: legalLabels };
}

export const meta: Route.MetaFunction = loaderPageMeta;

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { page, document, labels } = loaderData;
  return (
    <>
      <PageBanner title={page.heading} intro={page.description} />
      <LegalDocument document={document} labels={labels} />
    </>
  );
}
