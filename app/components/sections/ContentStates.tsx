import { Link } from "react-router";
import type { Collection } from "~/cms/collection-descriptors";
import { contentCopy } from "~/site/pages/content";
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

type ContentNoticeProps = {
  message: string;
  back?: { href: string; label: string };
  /** "status" for apologies and empty lists, announced politely. */
  role?: "status";
};

/** The not-found, unavailable and empty states of the blog and news pages. */
function ContentNotice({ message, back, role }: ContentNoticeProps) {
  return (
    <div className="container-page py-16 text-center" role={role}>
      <p className="text-lg text-slate-700">{message}</p>
      {back ? (
        <Link to={back.href} className="btn btn-primary mt-6">
          {back.label}
        </Link>
      ) : null}
    </div>
  );
}
