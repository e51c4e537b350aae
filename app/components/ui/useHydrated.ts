import { useEffect, useState } from "react";

/**
 * False on the server and during hydration, true right after. Widgets use it to hide content
 * only once a script can show it again, so a page without JavaScript keeps everything visible.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
