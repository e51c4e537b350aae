import path from "node:path";
import { expect } from "@playwright/test";
import { localSource } from "../../app/cms/local.server";
import { openReady } from "./page-helpers";
import { test } from "./shared-page";

// The people the served site shows: the team collection of the repository's content/, in order.
const people = await localSource(path.resolve(import.meta.dirname, "../../content")).read("team");
const inOrder = [...people].sort((a, b) => a.order - b.order);
const staff = inOrder.filter((person) => person.group === "team");
const board = inOrder.filter((person) => person.group === "board");
const firstParagraph = (html: string) => /<p>([^<]*)<\/p>/.exec(html)?.[1] ?? "";

test.use({ viewport: { width: 1280, height: 900 } });

// The tabs' keys: app/components/ui/Tabs.test.tsx; a card's photo, links and DOM order: PersonCard.test.tsx.
test("Our Story, then the Our Team tab with every staff card; a card's biography traps focus; the Board Members tab, a card's biography opened from its photo", async ({
  page,
}) => {
  await openReady(page, "/our-team");
  await expect(page.getByRole("heading", { name: "Our Story" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Our Team" })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel", { name: "Our Team" });
  await expect(panel.getByTestId("person-card")).toHaveCount(staff.length);
  await expect(page.getByRole("tabpanel", { name: "Board Members" })).toBeHidden();

  // A person card: photo, name, LinkedIn link, title, in that order on screen.
  const first = panel.getByTestId("person-card").first();
  const linkedin = first.getByRole("link", { name: /LinkedIn/ });
  const boxes = await Promise.all(
    [first.locator("img"), first.getByRole("heading"), linkedin, first.getByText(staff[0]!.role)].map(
      async (part) => (await part.boundingBox())!.y,
    ),
  );
  expect([...boxes].sort((a, b) => a - b)).toEqual(boxes);

  const person = staff[1]!;
  await page.getByRole("button", { name: new RegExp(`^${person.title}`) }).click();
  const dialog = page.getByRole("dialog", { name: person.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(firstParagraph(person.description))).toBeVisible();
  await expect(dialog.getByText(person.role)).toBeVisible();
  // The modal's other ways (dimming, Escape, backdrop, focus back): home.spec.ts's demo modal.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");

  await page.getByRole("tab", { name: "Board Members" }).click();
  const boardPanel = page.getByRole("tabpanel", { name: "Board Members" });
  await expect(boardPanel.getByTestId("person-card")).toHaveCount(board.length);
  await expect(panel).toBeHidden();
  // Clicking anywhere on the card (here its photo) opens the biography.
  await boardPanel
    .getByTestId("person-card")
    .first()
    .click({ position: { x: 24, y: 24 } });
  await expect(page.getByRole("dialog", { name: board[0]!.title })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every person and biography is on the page", async ({ page }) => {
    await page.goto("/our-team");
    await expect(page.getByTestId("person-card")).toHaveCount(staff.length + board.length);
    // Playwright's text matching skips <noscript>; the rendered text of the page does not.
    // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees is the point
    const text = await page.locator("main").innerText();
    for (const person of [staff[0]!, board[0]!]) expect(text).toContain(firstParagraph(person.description));
  });
});
