import { expect } from "@playwright/test";
import { test } from "./api-answers";
import { staticPages } from "../../app/site/pages/index";

/** The CSP as a browser enforces it; the headers and hashes are checked in integration/production-http.test. */

const blogPost = "/blogs/1/how-we-read-a-terabyte-of-payer-machine-readable-files-every-month";

test("a browser loads every page with the CSP enforced and no violation", async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const paths = [
    ...staticPages.map((p) => p.path),
    "/blogs",
    blogPost,
    "/news-list",
    "/news/1",
    "/no-such-page",
  ];
  for (const path of paths) {
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
});
