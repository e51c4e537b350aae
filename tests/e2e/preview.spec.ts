import { expect } from "@playwright/test";
import { test } from "./pointer-off-page";
import { axeViolations } from "./page-helpers";

/**
 * The editors' preview against the sample content, whose one draft (id 9) is never public. Its link,
 * cookie, exit and the draft's 404 to visitors: tests/integration/preview.test.ts.
 */

const SECRET = "e2e-preview-secret-0123456789abcdefghij";
const DRAFT_TITLE = "What a Contract Rate Explorer demo covers (draft)";

test("an editor's preview link shows the draft with a banner axe finds no fault with", async ({ page }) => {
  await page.goto(`/api/preview?secret=${SECRET}&type=blog&id=9`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DRAFT_TITLE);
  const banner = page.getByRole("complementary", { name: "Preview" });
  await expect(banner).toContainText("drafts are shown");
  expect(await axeViolations(page, "aside")).toEqual([]);
});
