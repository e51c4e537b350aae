import { expect } from "@playwright/test";
import { openReady } from "./page-helpers";
import { test } from "./shared-page";

/** Names of the h3 headings (cards, steps, rules) inside a section. */
const cardHeadings = (page: import("@playwright/test").Page, sectionId: string) =>
  page.locator(`section#${sectionId}`).getByRole("heading", { level: 3 });

test("/what-we-do: banner, company overview, Holistic Solutions and How We Work", async ({ page }) => {
  await openReady(page, "/what-we-do");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What We Do");
  await expect(page.locator("section#overview")).toContainText("500+ engineers");
  await expect(page.locator("section#overview")).toContainText("24/7 work cycle");
  await expect(page.locator("section#overview")).toContainText(
    "30 days of complimentary support after go-live",
  );
  await expect(page.locator("section#holistic-solutions")).toContainText("Holistic Solutions");
  await expect(cardHeadings(page, "holistic-solutions")).toHaveCount(4);
  await expect(page.locator("section#how-we-work")).toContainText("How We Work");
  await expect(cardHeadings(page, "how-we-work")).toHaveText(["Offshore development", "On-site development"]);
});

test.describe("/our-services", () => {
  const sections = [
    ["Web Development", "/web-app"],
    ["Mobile App Development", "/mobile-app"],
    ["Data Handling", "/data-handling"],
    ["IoT Development", "/iot"],
  ] as const;

  test("five service sections, each with Learn More to its page", async ({ page }) => {
    await openReady(page, "/our-services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
    const titles = [...sections.map(([title]) => title), "Cloud and DevOps plus UI/UX Design"];
    for (const title of titles) {
      await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    }
    for (const [title, href] of sections) {
      await expect(
        page.getByRole("link", { name: new RegExp(`^Learn More\\s?: ${title}$`) }),
      ).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("link", { name: "Learn More: Cloud and DevOps" })).toHaveAttribute(
      "href",
      "/devops",
    );
    await expect(page.getByRole("link", { name: "Learn More: UI/UX Design" })).toHaveAttribute(
      "href",
      "/ui-ux",
    );
  });

  test("Engagement Models: the three cards", async ({ page }) => {
    await openReady(page, "/our-services");
    await expect(page.getByRole("heading", { level: 2, name: "Engagement Models" })).toBeVisible();
    await expect(cardHeadings(page, "engagement-models")).toHaveText([
      "Fixed Cost Project",
      "Supplemental workforce staffing (offshore)",
      "Supplemental workforce staffing (onshore)",
    ]);
  });

  test("Learn More navigates to the service page", async ({ page }) => {
    await openReady(page, "/our-services");
    await page.getByRole("link", { name: /^Learn More\s?: Mobile App Development$/ }).click();
    await expect(page).toHaveURL(/\/mobile-app$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mobile App Development");
  });
});

test.describe("service pages list every step, block and offering", () => {
  test("/web-app: the eight development steps and Responsive/Fast, Scalable, Secure", async ({ page }) => {
    await openReady(page, "/web-app");
    const steps = page.locator("section#development-steps ol > li");
    await expect(steps.getByRole("heading")).toHaveText([
      "Gather requirements",
      "Mockups",
      "Clickable mockups",
      "MVC development",
      "QA in parallel",
      "UAT releases",
      "Final UAT",
      "Hosting",
    ]);
    await expect(cardHeadings(page, "qualities")).toHaveText(["Responsive/Fast", "Scalable", "Secure"]);
  });

  test("/mobile-app: iOS and Android with Fast and Accurate, Intuitive, Secure", async ({ page }) => {
    await openReady(page, "/mobile-app");
    await expect(cardHeadings(page, "platforms")).toHaveText(["iOS development", "Android development"]);
    await expect(cardHeadings(page, "qualities")).toHaveText(["Fast and Accurate", "Intuitive", "Secure"]);
  });

  test("/ui-ux: the six-step process and the six offerings", async ({ page }) => {
    await openReady(page, "/ui-ux");
    await expect(page.locator("section#process ol > li").getByRole("heading")).toHaveText([
      "Define",
      "Empathize",
      "Ideate",
      "Prototype",
      "Test",
      "Implement",
    ]);
    await expect(cardHeadings(page, "offerings")).toHaveText([
      "Custom web design and development",
      "Corporate branding and graphics",
      "Wireframing",
      "Mobile app design",
      "Wearables app design",
      "Product design",
    ]);
  });

  test("/data-handling: the three rules and No Assumption, Reduce Business Cost, Better Product", async ({
    page,
  }) => {
    await openReady(page, "/data-handling");
    await expect(cardHeadings(page, "rules")).toHaveText([
      "Never change client data",
      "Extensive quality control at every phase",
      "Document the exception list at each step and share it with the client",
    ]);
    await expect(cardHeadings(page, "benefits")).toHaveText([
      "No Assumption",
      "Reduce Business Cost",
      "Better Product",
    ]);
  });

  test("/iot: edge, gateway and cloud integration", async ({ page }) => {
    await openReady(page, "/iot");
    await expect(page.locator("section#integration h2")).toHaveText("Edge, gateway and cloud integration");
    await expect(cardHeadings(page, "integration")).toHaveText(["Edge", "Gateway", "Cloud integration"]);
  });

  test("/devops: CI/CD, Scalability, Increased Security", async ({ page }) => {
    await openReady(page, "/devops");
    await expect(cardHeadings(page, "practices")).toHaveText(["CI/CD", "Scalability", "Increased Security"]);
  });
});
