import { data } from "react-router";
import { openingJsonLd } from "~/cms/jsonld";
import { otherOpeningsOf } from "~/cms/openings";
import { itemOfPage } from "~/cms/served-collections.server";
import { itemPaths } from "~/cms/collection-descriptors";
import type { Opening } from "~/cms/types.server";
import { type JobPostingData, JobPostingView } from "~/components/sections/JobPostingView";
import { PageBanner } from "~/components/sections/PageBanner";
import { FORM_PAGE_CACHE } from "~/http/page-cache.server";
import { LeadForm } from "~/leads/form/LeadForm";
import type { FormId } from "~/leads/shared/contract";
import { builtShareImage } from "~/lib/share-image.server";
import { brand } from "~/site/brand";
import { formatPostingDate, postingLabels, postingText } from "~/site/careers";
import { env } from "~/env.server";
import { pageMeta } from "~/site/meta";
import type { Route } from "./+types/careers.opening";

/** The page of one job opening, /careers/{slug}: open, unlisted (reached by link) or closed. */

/** How the opening's page takes applications, in words and links. */
function applyOf(opening: Opening): JobPostingData["apply"] {
  if (opening.applyBy === "form") return { kind: "form" };
  if (opening.applyBy === "email") {
    const email = opening.applyEmail ?? brand.careersEmail;
    const subject = encodeURIComponent(postingText.emailSubject(opening.title));
    return {
      kind: "mailto",
      href: `mailto:${email}?subject=${subject}`,
      label: postingText.emailApply(email),
    };
  }
  return { kind: "link", href: postingText.applyPageHref, label: postingText.applyPageLabel };
}

function postingOf(opening: Opening): JobPostingData {
  return {
    summary: opening.summary,
    descriptionHtml: opening.description,
    facts: {
      openings: String(opening.openings),
      employmentType: postingText.employmentTypes[opening.employmentType],
      workplace: opening.workplace,
      location: opening.location,
      experience: opening.experience,
      posted: formatPostingDate(opening.posted),
      deadline: formatPostingDate(opening.deadline),
    },
    closed: opening.status === "closed",
    apply: applyOf(opening),
    applyTitle: opening.applyTitle,
    applyText: opening.applyText,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { item, items, path, view, headers, previewBanner } = await itemOfPage("careers", args);
  const posting = postingOf(item);
  const others = otherOpeningsOf(item, items).map((other) => ({
    path: itemPaths.careers(other),
    title: other.title,
    deadline: formatPostingDate(other.deadline),
  }));
  const withForm = posting.apply.kind === "form" && !posting.closed;
  const formId: FormId = item.employmentType === "INTERN" ? "internship" : "job-apply";
  return data(
    {
      previewBanner,
      page: {
        path,
        heading: item.title,
        title: item.pageTitle ?? item.title,
        description: item.intro,
        image: builtShareImage(path),
      },
      posting,
      others,
      // Sent with an application, so staff see which opening it is for.
      opening: item.key,
      formId: withForm ? formId : undefined,
      // Built here, so its builder and the offices stay out of the page's script.
      jsonLd: openingJsonLd(item, env().PUBLIC_URL, path),
      labels: postingLabels,
    },
    // A page with a form gets a fresh no-script question each time, so no cache may share it.
    { headers: withForm && view === "published" ? { "Cache-Control": FORM_PAGE_CACHE } : headers },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** No-JavaScript submissions of the page's lead form (LeadForm posts here). */
export { leadAction as action } from "~/leads/intake/page-action.server";

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded) return [];
  return pageMeta(args, loaded.page, loaded.jsonLd ? [{ "script:ld+json": loaded.jsonLd }] : []);
};

export default function CareerOpeningPage({ loaderData }: Route.ComponentProps) {
  const { page, posting, others, formId, labels } = loaderData;
  return (
    <>
      <PageBanner title={page.heading} eyebrow={labels.eyebrow} intro={page.description} />
      <JobPostingView
        posting={posting}
        others={others}
        labels={labels}
        applyForm={formId ? <LeadForm formId={formId} opening={loaderData.opening} /> : undefined}
      />
    </>
  );
}
