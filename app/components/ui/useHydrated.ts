import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the server's HTML is being hydrated, true after that and from the
 * first render of anything mounted later (a page reached by client-side navigation shows its
 * enhanced form at once, without a frame of the server's). Widgets use it to hide content only
 * once a script can show it again, so a page without JavaScript keeps everything visible.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
