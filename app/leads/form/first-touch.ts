/**
 * The browser's keeping of a visit's first touch (see ../shared/attribution.ts): written once per tab
 * session, on the first page the visitor lands on, into session storage (never a cookie, so nothing of
 * it reaches the server unless the visitor sends a form), and read back when a lead is sent.
 */
import { firstTouchOf } from "~/leads/shared/attribution";

export const FIRST_TOUCH_KEY = "np_first_touch";

/** Keeps the first touch unless this tab's session has one: later pages of the visit change nothing. */
export function keepFirstTouch(
  storage: Pick<Storage, "getItem" | "setItem">,
  page: { pathname: string; search: string },
  referrer: string,
): void {
  try {
    if (storage.getItem(FIRST_TOUCH_KEY) !== null) return;
    storage.setItem(FIRST_TOUCH_KEY, JSON.stringify(firstTouchOf(page, referrer)));
  } catch {
    // Storage refused (private mode, disabled): the lead goes without its first touch.
  }
}

/** The first touch kept in this tab's session, as sent with a lead; undefined when none is kept. */
export function keptFirstTouch(storage: Pick<Storage, "getItem">): string | undefined {
  try {
    return storage.getItem(FIRST_TOUCH_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The session storage of this tab, or undefined where reading it throws (storage disabled). */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
