import { useSyncExternalStore } from "react";
import { prefersReducedMotion } from "~/lib/motion";

/** Session storage key of the visitor's choice, which holds for the rest of the visit. */
const KEY = "animationsPaused";
const listeners = new Set<() => void>();
/** The choice made on this page, in case storage is refused. */
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
 * Whether looping animations are stopped: the visitor's choice, else reduced motion. Null until
 * hydrated, when CSS decides.
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
