import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./pointer-off-page";
import { sumAsked } from "../support/no-script-question";
import { formNames, formPages, samplePdf } from "./forms-helpers";

/**
 * The forms without JavaScript: a native multipart POST to the page, answered by its action (one
 * action for every form page: app/leads/intake/page-action.server.ts). Each variant's rules and
 * texts: app/leads/shared/schema.test.ts; the question taken once: tests/integration/leads.test.ts.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

/** The signed token of the question in the form. */
async function tokenOf(form: Locator): Promise<string> {
  return (await form.locator('input[name="captcha_token"]').getAttribute("value")) ?? "";
}

/** Answers the page's question ("What is seven plus four?") as a person would, off by `error` to answer wrongly. */
async function answerQuestion(form: Locator, error = 0) {
  const question = (await form.locator('label[for$="-answer"]').textContent()) ?? "";
  await form.getByLabel(question).fill(String(Number(sumAsked(question)) + error));
}

/** Submits the form and returns the page's answer to its POST. */
async function submit(page: Page, form: Locator) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    form.getByRole("button", { name: "Submit" }).click(),
  ]);
  return response;
}

async function openWithoutScript(page: Page, path: string, name: string) {
  await page.goto(path);
  // Without a script the overlay leaves through its CSS safety-net animation.
  await expect(page.getByTestId("loading-overlay")).toBeHidden({ timeout: 10_000 });
  return page.getByRole("form", { name });
}

test("contact without JavaScript: the server renders the same messages and keeps the entries; each file of a wrong type is named and the files asked for again", async ({
  page,
}) => {
  const form = await openWithoutScript(page, formPages.contact, formNames.contact);
  // The proof of work cannot run without a script: the form asks a question instead (answered below),
  // and offers the address.
  await expect(form.getByText(/The automatic spam check needs JavaScript/)).toBeVisible();
  await expect(form.getByRole("link", { name: "hello@northpeak.example" })).toHaveAttribute(
    "href",
    "mailto:hello@northpeak.example",
  );
  await form.getByLabel("Email address").fill("asha@");
  await form.getByLabel("Phone number").fill("781 555 0142");
  await form.getByRole("checkbox", { name: "PRIZM Shopping" }).check();
  await form.getByLabel(/^Message/).fill("We need a compliance review of our TiC files.");
  const response = await submit(page, form);
  expect(response.status()).toBe(400);
  expect(new URL(response.url()).pathname).toBe("/Contact-us");

  await expect(form.getByText("Name is required", { exact: true })).toBeVisible();
  await expect(form.getByText("Invalid email address", { exact: true })).toBeVisible();
  await expect(form.getByText("Invalid phone number", { exact: true })).toBeVisible();
  await expect(form.getByText("Please complete the reCAPTCHA", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Email address")).toHaveValue("asha@");
  await expect(form.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel(/^Message/)).toHaveValue("We need a compliance review of our TiC files.");
  await expect(form.getByRole("checkbox", { name: "PRIZM Shopping" })).toBeChecked();
  await expect(form.getByTestId("form-alert")).toHaveText(
    "Please correct the highlighted fields and try again.",
  );

  // Corrected, with files of a wrong type: each is named on the field, the entries kept.
  await form.getByLabel("Full name").fill("Asha Verma");
  await form.getByLabel("Email address").fill("asha.verma@example.in");
  await form.getByLabel("Phone number").fill("");
  await form.locator('input[type="file"]').setInputFiles([
    { name: "installer.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") },
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("notes") },
  ]);
  await answerQuestion(form);
  expect((await submit(page, form)).status()).toBe(415);
  await expect(form.locator('input[type="file"]')).toHaveAccessibleDescription(
    /"installer\.exe" is not a PDF, DOC or DOCX file\. "notes\.txt" is not a PDF, DOC or DOCX file\./,
  );
  await expect(form.getByLabel("Full name")).toHaveValue("Asha Verma");
  await expect(form.getByLabel(/^Message/)).toHaveValue("We need a compliance review of our TiC files.");
  await expect(
    form.getByText("Your files were not kept with the refused form. Please attach them again."),
  ).toBeVisible();
});

test("an opening's apply form without JavaScript: the server's apply-and-demo messages; a wrong answer refused with a new question and the CV asked for again; then the lead stored and answered", async ({
  page,
}) => {
  const form = await openWithoutScript(page, formPages.internship, formNames.internship);
  await form.getByLabel("Phone number").fill("+977 980");
  await form.getByRole("button", { name: "Submit" }).click();
  // The server's messages on their fields, as on the contact page above, in this variant's texts
  // (app/leads/shared/schema.test.ts).
  await expect(form.getByText("Please enter a valid number.", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Phone number")).toHaveValue("+977 980");
  // The apply-and-demo forms never show the server's text: their failure line is their own fixed text.
  await expect(form.getByTestId("form-alert")).toHaveText("Oops! Message not delivered. Please try again.");
  // The posting itself is still there around the form.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await form.getByLabel("Full name").fill("Kenji Sato");
  await form.getByLabel("Email address").fill("kenji.sato@example.jp");
  await form.getByLabel("Phone number").fill("819012345678");
  await form.getByLabel(/^Message/).fill("Applying for the backend role; five years of Go and PostgreSQL.");
  await form.locator('input[type="file"]').setInputFiles(samplePdf);
  // A wrong answer: refused with the captcha message, the entries kept, a new question asked.
  const firstToken = await tokenOf(form);
  await answerQuestion(form, 1);
  expect((await submit(page, form)).status()).toBe(400);
  await expect(
    form.getByText("Please answer the question with the sum, in digits or words (a new question is shown).", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveValue("Kenji Sato");
  // A new question (its wording may repeat by chance; its signed token never does).
  expect(await tokenOf(form)).not.toBe(firstToken);
  // The file input cannot be refilled by a server: the form says so, and the visitor picks the CV again.
  await expect(form.locator('input[type="file"]')).toHaveAccessibleDescription(/Please attach them again/);
  await form.locator('input[type="file"]').setInputFiles(samplePdf);
  await answerQuestion(form);
  expect((await submit(page, form)).status()).toBe(200);
  await expect(form.getByText("Message sent! We will get back to you shortly.")).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveValue("");
});
