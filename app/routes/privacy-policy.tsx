import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { legalPages } from "~/site/pages/legal";
import type { Route } from "./+types/privacy-policy";

const page = legalPages.privacy;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function PrivacyPolicyPage() {
  return <PageBanner title={page.heading} intro={page.description} />;
}
