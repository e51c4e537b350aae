import { contentCopy, contentPages } from "~/site/pages/content";
import { ContentNotice } from "./ContentNotice";
import { PageBanner } from "./PageBanner";

/** A blog post or news item that is missing or cannot be fetched, with the way back to its list. */
export function ContentMissing({ section }: { section: "blogs" | "news" }) {
  const copy = contentCopy[section];
  return (
    <>
      <PageBanner title={contentPages[section].heading} />
      <ContentNotice message={contentCopy.notFound} back={{ href: copy.backHref, label: copy.backLabel }} />
    </>
  );
}

/**
 * A blog or news list page: its banner, then the apology while the source is down, a note
 * when there is nothing yet, or the list itself.
 */
export function ContentListPage({
  section,
  available,
  empty,
  children,
}: {
  section: "blogs" | "news";
  available: boolean;
  empty: boolean;
  children: React.ReactNode;
}) {
  const page = contentPages[section];
  return (
    <>
      <PageBanner title={page.heading} intro={page.description} />
      {!available ? (
        <ContentNotice message={contentCopy.unavailable} role="status" />
      ) : empty ? (
        <ContentNotice message={contentCopy.empty} role="status" />
      ) : (
        children
      )}
    </>
  );
}
