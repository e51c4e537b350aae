import { expect } from "@playwright/test";
import { test } from "./api-answers";
import { allCollections, fillPattern } from "../../app/cms/collection-descriptors";
import { contentCopy, contentPages } from "../../app/site/pages/content";
import { apiEntries, SHORT_DATE, waitForOverlay } from "./content-helpers";

/** What blog and news do alike, checked for every collection the site describes (app/cms/collection-descriptors.ts). */
for (const collection of allCollections) {
  const { key, routes, copy } = collection;

  test(`${key}: the list shows one card per published entry, newest first, with short dates`, async ({
    page,
    request,
  }) => {
    const { data } = await apiEntries(request, fillPattern(routes.json, { collection: collection.apiName }));
    const response = await page.goto(routes.list);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("public, max-age=300, stale-while-revalidate=86400");
    await expect(page.getByRole("heading", { level: 1, name: contentPages[key].heading })).toBeVisible();
    const cards = page.getByRole("list", { name: copy.listLabel }).getByRole("listitem");
    await expect(cards).toHaveCount(data.length);
    const times = cards.locator("time");
    const dates = await times.evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
    expect(dates).toEqual([...dates].sort((a, b) => Date.parse(b) - Date.parse(a)));
    for (const text of await times.allInnerTexts()) expect(text).toMatch(SHORT_DATE);
  });

  test(`${key}: each feed item is described with its page's own description`, async ({ page, request }) => {
    const xml = await (await request.get(routes.feed)).text();
    const items = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return [...doc.querySelectorAll("item")].map((item) => ({
        link: item.querySelector("link")?.textContent ?? "",
        description: item.querySelector("description")?.textContent ?? "",
      }));
    }, xml);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const html = await (await request.get(new URL(item.link).pathname)).text();
      const described = await page.evaluate(
        (text) =>
          new DOMParser()
            .parseFromString(text, "text/html")
            .querySelector('meta[name="description"]')
            ?.getAttribute("content"),
        html,
      );
      expect(item.description, item.link).toBe(described);
      expect(Array.from(item.description).length).toBeLessThanOrEqual(150);
    }
  });

  test(`${key}: another spelling of an item's id answers 301 with the item's own URL`, async ({
    request,
  }) => {
    const feed = await (await request.get(routes.feed)).text();
    const own = new URL(/<link>([^<]+)<\/link>\s*<guid/.exec(feed)![1]!).pathname;
    const [, , id] = own.split("/");
    // A zero-padded id still names the item (as an id it has), but is not its URL.
    const padded = own.replace(`/${id}`, `/0${id}`);
    const response = await request.get(padded, { maxRedirects: 0 });
    expect(response.status(), padded).toBe(301);
    expect(response.headers().location).toBe(own);
    expect((await request.get(own, { maxRedirects: 0 })).status()).toBe(200);
  });

  test(`${key}: an unknown id shows 'No data found.' with its back link, noindex, and answers 404`, async ({
    page,
  }) => {
    const response = await page.goto(fillPattern(routes.detail, { id: "424242", slug: "nothing-here" }));
    expect(response?.status()).toBe(404);
    await waitForOverlay(page);
    await expect(page.getByText(contentCopy.notFound, { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: copy.backLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${copy.backHref}$`));
  });

  test(`${key}: the list links its feed from the head`, async ({ page }) => {
    await page.goto(routes.list);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      routes.feed,
    );
  });
}
