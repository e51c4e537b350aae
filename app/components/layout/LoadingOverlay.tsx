import { brand } from "~/site/brand";
import { LOADING_OVERLAY_MS } from "~/site/constants";
import { InlineScript } from "../ui/InlineScript";

const ELEMENT_ID = "loading-overlay";

/**
 * Lifts the overlay 1000 ms after the page load started. Inline, because the page's code arrives only
 * after the first paint (ADR 021); without JavaScript the stylesheet lifts it a moment later.
 */
export const liftOnTime = `setTimeout(function(){var o=document.getElementById("${ELEMENT_ID}");if(o)o.dataset.lifted=""},Math.max(0,${LOADING_OVERLAY_MS}-performance.now()))`;

/**
 * The full-screen logo shown for a second on load, over content that is already painted beneath it.
 * Only the inline script lifts it: the shell never mounts it again after hydration.
 */
export function LoadingOverlay() {
  return (
    <>
      <div
        id={ELEMENT_ID}
        className="loading-overlay"
        data-testid="loading-overlay"
        aria-hidden="true"
        suppressHydrationWarning
      >
        <img src={brand.logo.src} alt="" width={brand.logo.width * 1.4} height={brand.logo.height * 1.4} />
      </div>
      <InlineScript code={import.meta.env.SSR ? liftOnTime : ""} />
    </>
  );
}
