import { useEffect, useState } from "react";
import { HEADER_COMPACT_SCROLL_PX, MOBILE_BREAKPOINT_PX } from "~/site/constants";

/**
 * The header is compact at 768px or narrower, when scrolled more than 10px, or on hover. The narrow
 * case is also in CSS, so the server-rendered page is right before hydration.
 */
export function useCompactHeader(hovered: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  const [narrow, setNarrow] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_COMPACT_SCROLL_PX);
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onResize = () => setNarrow(query.matches);
    onScroll();
    onResize();
    const listening = new AbortController();
    window.addEventListener("scroll", onScroll, { passive: true, signal: listening.signal });
    query.addEventListener("change", onResize, { signal: listening.signal });
    return () => listening.abort();
  }, []);

  return hovered || scrolled || narrow;
}
