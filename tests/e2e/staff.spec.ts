import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { test } from "./shared-page";
import config, { baseURL } from "../../playwright.config";
import { postLead, validContact } from "../support/lead-client";
import { samplePdf } from "./forms-helpers";
import { openReady } from "./page-helpers";

/** The staff page /staff/leads (ADR 013): a real lead found, downloaded and exported after sign-in. */
const ADMIN_TOKEN = (config.webServer as { env: Record<string, string> }).env.ADMIN_TOKEN!;

test("staff page: refuse a wrong token, sign in, find, download and export a lead, sign out", async ({
  page,
}) => {
  test.slow(); // the captcha's proof of work, on a busy 2-CPU machine
  const marker = `staffjourney${Date.now().toString(36)}`;
  const lead = await postLead(
    { url: baseURL },
    {
      fields: { message: `Please call back about ${marker}.` },
      product: ["PRIZM Rates"],
      files: [{ name: samplePdf.name, bytes: samplePdf.buffer, type: samplePdf.mimeType }],
    },
  );
  expect(lead.status, lead.text).toBe(200);

  // Signed out: the sign-in form, never indexed (its headers: tests/integration/wrong-method.test.ts).
  await openReady(page, "/staff/leads");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();

  // A wrong token: the form again with the reason (its 401: tests/hostile/staff-guards.test.ts).
  await page.getByLabel("Admin token").fill("not-the-admin-token-at-all-000");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("admin token is not correct");
  await expect(page.getByLabel("Admin token")).toBeVisible();

  // The right token: the leads, newest first.
  await page.getByLabel("Admin token").fill(ADMIN_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The session cookie's attributes: app/leads/staff/session.server.test.ts.
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();

  // Search: the filter goes into the URL and finds exactly this lead.
  await page.getByLabel("Search name, e-mail and message").fill(marker);
  await page.getByLabel("Form").selectOption("contact");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${marker}`));
  await expect(page).toHaveURL(/[?&]form=contact/);
  await expect(page.getByTestId("loading-overlay")).toBeHidden();
  const table = page.getByRole("table", { name: /Leads 1–1, newest first/ });
  await expect(table).toBeVisible();
  const row = table.getByRole("row").filter({ hasText: marker });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(validContact.name);
  await expect(row).toContainText(validContact.email);
  await expect(row).toContainText(/mail: (pending|sent)/);

  // The page as a staff member sees it, a lead listed, is held to axe in attribution.spec.ts.

  // The attachment, by its file name, byte for byte.
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("link", { name: samplePdf.name }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(samplePdf.name);
  expect(Buffer.compare(await readFile((await file.path())!), samplePdf.buffer)).toBe(0);

  // The CSV of the current filter: a header and this lead only.
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await csv.path())!, "utf8")).trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^id,created_at,form,name,email/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(marker);
  expect(lines[1]).toContain(`"${samplePdf.name}"`);

  // Sign out: the cookie is gone and the page asks for the token again (a cookie copied before sign-out
  // is refused: tests/hostile/staff-guards.test.ts).
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await expect(page.getByText(marker)).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === "staff_session")).toBeUndefined();
});
