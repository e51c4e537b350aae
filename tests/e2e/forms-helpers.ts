import { expect, type Locator, type Page, type Request } from "@playwright/test";
import type { FormId } from "../../app/leads/shared/contract";
import { markVisited, openReady } from "./page-helpers";

export const formPages: Record<FormId, string> = {
  contact: "/Contact-us",
  demo: "/",
  internship: "/careers/internship",
  "job-apply": "/job-apply-form",
};

export const formNames: Record<FormId, string> = {
  contact: "Contact Us",
  demo: "Get a demo",
  internship: "Apply for the internship",
  "job-apply": "Job application",
};

/** Opens the page hosting a form (the home page's demo modal included), ready for input. */
export async function openForm(page: Page, id: FormId): Promise<Locator> {
  if (id === "demo") await markVisited(page);
  await openReady(page, formPages[id]);
  if (id === "demo") {
    await page.getByRole("link", { name: "Get a Demo" }).click();
    await expect(page.getByRole("dialog", { name: "Get a demo" })).toBeVisible();
  }
  const form = page.getByRole("form", { name: formNames[id] });
  await expect(form).toBeVisible();
  return form;
}

/** Records every request the page makes to the lead endpoint. */
export function recordLeadPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/contact") posts.push(request);
  });
  return posts;
}

/** Clicks the ALTCHA checkbox and waits until the proof of work is done (real solving, real endpoint). */
export async function solveCaptcha(form: Locator) {
  const widget = form.locator("altcha-widget");
  await widget.getByText("I'm not a robot").click();
  await expect
    .poll(() => widget.evaluate((el) => (el as HTMLElement & { getState(): string }).getState()), {
      // Proof of work on a busy 2-CPU machine can take a while; the caller marks its test slow.
      timeout: 60_000,
    })
    .toBe("verified");
}

export async function fillValid(form: Locator, id: FormId) {
  await form.getByLabel("Full name").fill("Asha Gurung");
  await form.getByLabel("Email address").fill("asha.gurung@example.com");
  await form.getByLabel("Phone number").fill(id === "contact" ? "+1-781-555-0142" : "9779801234567");
  if (id === "demo") await form.getByRole("checkbox", { name: "Contract Rate Explorer" }).check();
  if (id === "contact") await form.getByRole("checkbox", { name: "PRIZM Rates" }).check();
  await form
    .getByLabel(/^Message/)
    .fill("We process MRF data for 40 payers and want a benchmark of our commercial rates.");
}

/** Minimal real documents for the file input. */
export const samplePdf = {
  name: "rfp-summary.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  ),
};
