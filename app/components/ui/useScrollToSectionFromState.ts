import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollBehavior } from "~/lib/motion";
import { SCROLL_TO_SECTION_DELAY_MS } from "~/site/constants";

/** The section id named by `location.state.scrollTo`, if it is one of the allowed ids. */
export function scrollTargetFrom<T extends string>(state: unknown, allowed: readonly T[]): T | undefined {
  if (typeof state !== "object" || state === null || !("scrollTo" in state)) return undefined;
  return allowed.find((id) => id === state.scrollTo);
}

/**
 * Scrolls to the section named by `state: { scrollTo }` after SCROLL_TO_SECTION_DELAY_MS (the PRIZM
 * page's section links), instantly under reduced motion.
 */
export function useScrollToSectionFromState(allowed: readonly string[]) {
  const location = useLocation();
  const target = scrollTargetFrom(location.state, allowed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (key) scrolls once.
  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => {
      document.getElementById(target)?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    }, SCROLL_TO_SECTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.key, target]);
}
