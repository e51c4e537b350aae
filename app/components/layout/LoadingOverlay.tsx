import { useEffect, useState } from "react";
import { brand } from "~/site/brand";
import { LOADING_OVERLAY_MS } from "~/site/constants";

/** The full-screen logo of spec §2, over content that is already painted beneath it. */
export function LoadingOverlay() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), LOADING_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="loading-overlay" data-testid="loading-overlay" aria-hidden="true">
      <img src={brand.logo.src} alt="" width={brand.logo.width * 1.4} height={brand.logo.height * 1.4} />
    </div>
  );
}
