import { contentCopy } from "~/site/pages/content";
import { PreviewBannerView } from "./PreviewBannerView";

/** Tells an editor the page shows drafts, in the site's words for it (PreviewBannerView). */
export function PreviewBanner() {
  return <PreviewBannerView copy={contentCopy.preview} />;
}
