import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { scrollBehavior } from "~/lib/motion";

/** Every path change scrolls smoothly to the top, instantly under reduced motion. */
export function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
  }, [pathname]);
}
