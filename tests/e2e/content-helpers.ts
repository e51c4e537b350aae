import { type APIRequestContext, expect, type Page } from "@playwright/test";

/** Waits out the 1 s loading overlay and hydration before interacting (an early click is lost). */
export async function waitForOverlay(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
  await expect(page.getByTestId("loading-overlay")).toBeHidden({ timeout: 10_000 });
}

export const SHORT_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

/** A collection's published JSON, as API clients read it. */
export async function apiEntries<Entry>(
  request: APIRequestContext,
  path: string,
): Promise<{ data: Entry[] }> {
  return (await (await request.get(path)).json()) as { data: Entry[] };
}

/** Holds the page's requests matching `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
