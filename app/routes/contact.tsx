import { PageBanner } from "~/components/sections/PageBanner";
import { pageMeta } from "~/lib/meta";
import { contactPages } from "~/site/pages/contact";
import type { Route } from "./+types/contact";

const page = contactPages.contact;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function ContactPage() {
  return <PageBanner title={page.heading} intro={page.description} />;
}
