import { useLocation } from "react-router";
import { previewCopy as copy } from "~/site/preview-text";

/**
 * Tells an editor the page shows drafts. The exit is a plain link (a full page load), so the server
 * clears the cookie and the published page is shown.
 */
export function PreviewBanner() {
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
