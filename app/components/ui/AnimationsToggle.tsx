import { controlsCopy } from "~/site/page-text";
import { setAnimationsPaused, useAnimationsPaused } from "./animations-paused";

/** A toggle button, pressed while the page's looping animations are stopped. */
export function AnimationsToggle({ className = "" }: { className?: string }) {
  const paused = !!useAnimationsPaused();
  return (
    <button
      type="button"
      aria-pressed={paused}
      className={`motion-toggle ${className}`}
      onClick={() => setAnimationsPaused(!paused)}
    >
      {controlsCopy.pauseAnimations}
    </button>
  );
}
