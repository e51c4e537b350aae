import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { scrollBehavior } from "~/lib/motion";

/** Whether the navigation names a section to scroll to, which that page's own scroll then does. */
function namesASection(state: unknown): boolean {
  return typeof state === "object" && state !== null && "scrollTo" in state;
}

/**
 * Scrolls to the top on every path change (instantly under reduced motion), unless the navigation
 * names a section: two smooth scrolls cancel each other, and the section's must win.
 */
export function useScrollToTopOnNavigation() {
  const { pathname, state } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (namesASection(state)) return;
    window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
  }, [pathname, state]);
}
