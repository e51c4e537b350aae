import type { Collection } from "~/cms/collection-descriptors";
import { contentCopy } from "~/site/pages/content";
import { ContentNotice } from "./ContentNotice";
import { PageBanner } from "./PageBanner";

type CollectionPages = Pick<Collection, "page" | "copy">;

/** A blog post or news item that is missing or cannot be fetched, with the way back to its list. */
export function ContentMissing({ collection: { page, copy } }: { collection: CollectionPages }) {
  return (
    <>
      <PageBanner title={page.heading} />
      <ContentNotice message={contentCopy.notFound} back={{ href: copy.backHref, label: copy.backLabel }} />
    </>
  );
}

/** A content list page: banner, then the list, an empty note, or the unavailable message. */
export function ContentListPage({
  collection: { page },
  available,
  empty,
  children,
}: {
  collection: CollectionPages;
  available: boolean;
  empty: boolean;
  children: React.ReactNode;
}) {
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
