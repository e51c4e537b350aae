/** Reads the visit's first touch (recorded by first-touch-script.ts) when a lead is sent. */
import { FIRST_TOUCH_KEY } from "~/leads/shared/first-touch-wire";

/** This tab session's first touch as sent with a lead; undefined when there is none. */
export function keptFirstTouch(): string | undefined {
  try {
    return window.sessionStorage.getItem(FIRST_TOUCH_KEY) ?? undefined;
  } catch {
    // Storage unavailable (private mode, disabled): send the lead without it.
    return undefined;
  }
}
