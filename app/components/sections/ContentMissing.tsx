import { contentCopy, contentPages } from "~/site/pages/content";
import { ContentNotice } from "./ContentNotice";
import { PageBanner } from "./PageBanner";

/** Spec §4/§8: a blog post or news item that cannot be shown, with the way back to its list. */
export function ContentMissing({ section }: { section: "blogs" | "news" }) {
  const copy = contentCopy[section];
  return (
    <>
      <PageBanner title={contentPages[section].heading} />
      <ContentNotice message={contentCopy.notFound} back={{ href: copy.backHref, label: copy.backLabel }} />
    </>
  );
}
