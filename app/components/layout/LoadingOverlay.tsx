import { useEffect, useState } from "react";
import { brand } from "~/site/brand";
import { LOADING_OVERLAY_MS } from "~/site/constants";

/** The full-screen logo of spec §2, over content that is already painted beneath it. */
export function LoadingOverlay() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    // 1000 ms from the start of the page load, not from hydration: the time the page took to get
    // here has already been spent under the overlay.
    const remaining = Math.max(0, LOADING_OVERLAY_MS - performance.now());
    const timer = window.setTimeout(() => setVisible(false), remaining);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="loading-overlay" data-testid="loading-overlay" aria-hidden="true">
      <img src={brand.logo.src} alt="" width={brand.logo.width * 1.4} height={brand.logo.height * 1.4} />
    </div>
  );
}
