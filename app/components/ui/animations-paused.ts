import { useSyncExternalStore } from "react";
import { prefersReducedMotion } from "~/lib/motion";

/** Session storage key of the visitor's choice: it holds for the rest of the visit, on every page. */
const KEY = "animationsPaused";
const listeners = new Set<() => void>();
/** The choice made on this page, kept here too in case storage is refused. */
let chosen: boolean | undefined;

function read(): boolean {
  let saved: string | null = null;
  try {
    saved = sessionStorage.getItem(KEY);
  } catch {
    // Storage refused (a privacy setting): a choice then lasts as long as the page.
  }
  return saved ? saved === "1" : prefersReducedMotion();
}

export function setAnimationsPaused(paused: boolean) {
  chosen = paused;
  try {
    sessionStorage.setItem(KEY, paused ? "1" : "0");
  } catch {}
  for (const listener of listeners) listener();
}

/**
 * Whether the page's looping animations are stopped: the visitor's choice, else stopped under
 * reduced motion. Null until hydrated: the prerendered page knows neither, and leaves it to CSS.
 */
export function useAnimationsPaused(): boolean | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => chosen ?? read(),
    () => null,
  );
}
