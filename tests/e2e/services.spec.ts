import { expect } from "@playwright/test";
import type { ContentBlock } from "../../app/site/blocks";
import { engagementModels } from "../../app/site/engagement-models";
import { servicePages } from "../../app/site/pages/services";
import { type BlockPage, ourServices, serviceDetails, whatWeDo } from "../../app/site/services";
import { openReady } from "./page-helpers";
import { test } from "./shared-page";

/** A block's items: the h3 of a step, card or rule; a split block's bullets. */
function blockItems(block: ContentBlock): string[] {
  if (block.kind === "steps") return block.steps.map((step) => step.title);
  if (block.kind === "cards") return block.cards.map((card) => card.name);
  if (block.kind === "rules") return block.rules.map((rule) => rule.title);
  return [...(block.bullets ?? [])];
}

const pages: [string, BlockPage][] = [
  ["/what-we-do", whatWeDo],
  ["/our-services", { ...ourServices, blocks: [...ourServices.blocks, engagementModels] }],
  ...Object.entries(serviceDetails),
];

for (const [path, content] of pages) {
  test(`${path}: its h1, every section's h2 and every step, card and rule`, async ({ page }) => {
    await openReady(page, path);
    const heading = Object.values(servicePages).find((entry) => entry.path === path)!.heading;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    for (const block of content.blocks) {
      const section = page.locator(`section#${block.id}`);
      await expect(section.locator("h2")).toHaveText(block.title);
      if (block.kind === "split")
        for (const bullet of blockItems(block)) await expect(section).toContainText(bullet);
      else await expect(section.getByRole("heading", { level: 3 })).toHaveText(blockItems(block));
    }
  });
}

test("/our-services: each Learn More goes to its service page", async ({ page }) => {
  await openReady(page, "/our-services");
  const actions = ourServices.blocks.flatMap((block) =>
    block.kind === "split" ? (block.actions ?? []) : [],
  );
  expect(actions).toHaveLength(6);
  for (const { context, href } of actions)
    await expect(
      page.getByRole("link", { name: new RegExp(`^Learn More\\s?: ${context}$`) }),
    ).toHaveAttribute("href", href);
  await page.getByRole("link", { name: /^Learn More\s?: Mobile App Development$/ }).click();
  await expect(page).toHaveURL(/\/mobile-app$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mobile App Development");
});
