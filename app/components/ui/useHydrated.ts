import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False on the server and during hydration, true afterwards and for anything mounted later. Widgets
 * hide content only once it is true, so a page without JavaScript keeps everything visible.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
