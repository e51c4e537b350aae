import { expect } from "@playwright/test";
import { test } from "./pointer-off-page";
import { axeViolations } from "./page-helpers";

/** The editors' preview against the sample content, whose one draft (id 9) is never public. */

const SECRET = "e2e-preview-secret-0123456789abcdefghij";
const DRAFT_TITLE = "What a Contract Rate Explorer demo covers (draft)";
const DRAFT_PATH = "/blogs/9/what-a-contract-rate-explorer-demo-covers-draft";

test("an editor previews a draft with the banner, then exits to the public page", async ({ page }) => {
  await page.goto(`/api/preview?secret=${SECRET}&type=blog&id=9`);
  await expect(page).toHaveURL(new RegExp(`${DRAFT_PATH}\\?preview=\\d+$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DRAFT_TITLE);
  const banner = page.getByRole("complementary", { name: "Preview" });
  await expect(banner).toContainText("drafts are shown");
  expect(await axeViolations(page, "aside")).toEqual([]);

  // The list shows the draft too: tests/integration/preview.test.ts.
  const back = page.waitForResponse((response) => new URL(response.url()).pathname === DRAFT_PATH);
  await banner.getByRole("link", { name: "Exit preview" }).click();
  expect((await back).status()).toBe(404);
  await expect(page).toHaveURL(DRAFT_PATH);
  await expect(page.getByText("No data found.")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Preview" })).toHaveCount(0);
});
