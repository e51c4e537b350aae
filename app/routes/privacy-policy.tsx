import { LegalDocument } from "~/components/sections/LegalDocument";
import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { legalLabels, privacyPolicy } from "~/site/legal";
import { legalPages } from "~/site/pages/legal";
import type { Route } from "./+types/privacy-policy";

const page = legalPages.privacy;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageBanner title={page.heading} intro={page.description} />
      <LegalDocument document={privacyPolicy} labels={legalLabels} />
    </>
  );
}
