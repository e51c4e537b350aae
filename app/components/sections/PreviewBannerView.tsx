import { useLocation } from "react-router";
import type { contentCopy } from "~/site/pages/content";

/**
 * Tells an editor the page shows drafts, in the words it is given: a page that has no other copy in
 * its script passes them as loader data, so the banner adds next to nothing to its JavaScript. The
 * exit is a plain link (a full page load), so the server clears the cookie and the published page is shown.
 */
export function PreviewBannerView({ copy }: { copy: (typeof contentCopy)["preview"] }) {
  const { pathname } = useLocation();
  return (
    <aside aria-label={copy.label} className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
        <p>{copy.message}</p>
        <a
          href={`/api/preview/exit?path=${encodeURIComponent(pathname)}`}
          className="font-semibold underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2"
        >
          {copy.exit}
        </a>
      </div>
    </aside>
  );
}
