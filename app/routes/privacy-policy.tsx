import { LegalDocument } from "~/components/sections/LegalDocument";
import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/site/meta";
import { legalLabels, privacyPolicy } from "~/site/legal";
import { legalPages } from "~/site/pages/legal";
import type { Route } from "./+types/privacy-policy";

const page = legalPages.privacy;

/** The text comes as loader data, prerendered with the page, so no script carries it (ADR 016). */
export function loader() {
  return { document: privacyPolicy, labels: legalLabels };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={page.heading} intro={page.description} />
      <LegalDocument document={loaderData.document} labels={loaderData.labels} />
    </>
  );
}
