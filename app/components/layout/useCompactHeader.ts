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
    window.addEventListener("scroll", onScroll, { passive: true });
    query.addEventListener("change", onResize);
    return () => {
      window.removeEventListener("scroll", onScroll);
      query.removeEventListener("change", onResize);
    };
  }, []);

  return hovered || scrolled || narrow;
}
