/** The reading back of the visit's first touch (kept by first-touch-script.ts) when a lead is sent. */
import { FIRST_TOUCH_KEY } from "~/leads/shared/first-touch-wire";

/** The first touch kept in this tab's session, as sent with a lead; undefined when none is kept. */
export function keptFirstTouch(): string | undefined {
  try {
    return window.sessionStorage.getItem(FIRST_TOUCH_KEY) ?? undefined;
  } catch {
    // Storage refused (private mode, disabled): the lead goes without its first touch.
    return undefined;
  }
}
