import { renderToStaticMarkup } from "react-dom/server";
import { previewCopy as copy } from "~/site/preview-text.server";
import type { ContentView } from "./types.server";

/**
 * The preview banner's markup for a page that shows drafts, which its loader sends; undefined for
 * visitors. Sent as markup, the banner adds nothing to the script of any page. The exit is a plain
 * link (a full page load), so the server clears the cookie and the published page is shown.
 */
export function previewBannerOf(view: ContentView, pageUrl: URL): string | undefined {
  if (view !== "preview") return undefined;
  return renderToStaticMarkup(
    <aside aria-label={copy.label} className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
        <p>{copy.message}</p>
        <a
          href={`/api/preview/exit?path=${encodeURIComponent(pageUrl.pathname)}`}
          className="font-semibold underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2"
        >
          {copy.exit}
        </a>
      </div>
    </aside>,
  );
}
