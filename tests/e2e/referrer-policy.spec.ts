import { expect } from "@playwright/test";
import { test } from "./pointer-off-page";
import { FIRST_TOUCH_KEY } from "../../app/leads/shared/first-touch-wire";
import { waitForHydration } from "./page-helpers";

/** Referrer-Policy strict-origin: a page loaded from a landing address with a click id is told the origin only. */

const LANDING = "/our-team?gclid=SECRET-GCLID&utm_source=newsletter";

test("a page opened in a new tab from a landing page with a click id is told only the site's origin", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  await page.goto(LANDING);
  await waitForHydration(page);
  // The new tab starts its own first touch, as a visit with nothing kept would.
  await page.evaluate((key) => sessionStorage.removeItem(key), FIRST_TOUCH_KEY);
  const [opened] = await Promise.all([
    page.context().waitForEvent("page"),
    page
      .locator("header.site-header")
      .getByRole("link", { name: "Contact Us" })
      .click({ modifiers: ["ControlOrMeta"] }),
  ]);
  await opened.waitForLoadState("domcontentloaded");
  expect(new URL(opened.url()).pathname).toBe("/Contact-us");
  expect(await opened.evaluate(() => document.referrer)).toBe(`${origin}/`);
  // Told only the origin, the first touch still knows the visit came from the site itself.
  const touch = await opened.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? "null"),
    FIRST_TOUCH_KEY,
  );
  expect(touch).toEqual({ landing_page: "/Contact-us" });
});

test("without JavaScript, a link followed from a landing page with a click id sends only the site's origin", async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LANDING);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === "/Contact-us"),
    page.locator("header.site-header").getByRole("link", { name: "Contact Us" }).click(),
  ]);
  // The page's document.referrer is what its request's Referer said.
  expect(await request.headerValue("referer")).toBe(`${origin}/`);
  await context.close();
});
