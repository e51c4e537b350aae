import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./pointer-off-page";
import { CAPTCHA_LOAD_MARGIN_PX } from "../../app/leads/form/when-needed";
import { FORM_EVENTS_PATH } from "../../app/leads/insights/form-events";
import { applyAndDemoMessages, contactPageMessages } from "../../app/site/form-text";
import {
  fillValid,
  formNames,
  formPages,
  openForm,
  recordLeadPosts,
  samplePdf,
  solveCaptcha,
} from "./forms-helpers";
import {
  axeViolations,
  cspViolations,
  holdRequests,
  openReady,
  ownServer,
  recordCspViolations,
  twoFrames,
} from "./page-helpers";

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * An empty submit: the form's messages (in the texts of its variant, app/site/form-text), linked to
 * their fields, the first focused; axe at a phone's and the desktop's width with the errors and the
 * captcha's widget in place (within `include`); then each wrong entry's own message. Each form's
 * rules in its variant's texts: app/leads/shared/schema.test.ts.
 */
async function expectEmptySubmitRefused(page: Page, form: Locator, id: "contact" | "demo", include?: string) {
  await form.getByRole("button", { name: "Submit" }).click();
  const texts = id === "contact" ? contactPageMessages : applyAndDemoMessages;
  const messages = [
    texts.nameRequired,
    texts.emailRequired,
    ...(id === "demo" ? [texts.productRequired] : []),
    texts.captchaRequired,
  ];
  for (const message of messages) await expect(form.getByText(message, { exact: true })).toBeVisible();
  // The contact page's message is optional (the demo's product is required).
  if (id === "contact")
    await expect(form.getByText(contactPageMessages.messageRequired, { exact: true })).toHaveCount(0);
  // The first invalid field gets focus, is marked invalid and describes itself with its error.
  const name = form.getByLabel("Full name");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(messages[0]!);
  await expect(form.getByRole("group", { name: "Verification" })).toHaveAttribute("aria-invalid", "true");
  await form.locator("altcha-widget input[type=checkbox]").waitFor();
  const violations: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const violation of await axeViolations(page, include)) violations.push(`${width}px: ${violation}`);
  }
  expect(violations).toEqual([]);

  await form.getByLabel("Email address").fill("asha@");
  await form.getByLabel("Phone number").fill("781 555 0142");
  await form.getByLabel("Full name").fill("Asha Gurung");
  await expect(form.getByText(texts.emailInvalid, { exact: true })).toBeVisible();
  await expect(form.getByText(texts.phoneInvalid, { exact: true })).toBeVisible();
  await expect(form.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(messages[0]!, { exact: true })).toHaveCount(0);
}

test.describe("lead forms: Google's reCAPTCHA, when the server verifies with it", () => {
  const siteKey = "recaptcha-site-key-e2e";
  const recaptchaSite = ownServer(() => ({
    CAPTCHA_PROVIDER: "recaptcha",
    RECAPTCHA_SITE_KEY: siteKey,
    RECAPTCHA_SECRET_KEY: "recaptcha-secret-e2e",
  }));

  test("the form loads Google's script, shows its checkbox and sends its token as recaptcha", async ({
    page,
  }) => {
    // Google is not reachable from tests: this stands in for its api.js, which renders the checkbox
    // and calls the page's onload function named in the script's address.
    const scripts: string[] = [];
    await page.route("https://www.google.com/recaptcha/api.js*", (route) => {
      scripts.push(route.request().url());
      return route.fulfill({
        contentType: "text/javascript",
        body: `window.grecaptcha = {
          render(container, parameters) {
            const box = document.createElement("button");
            box.type = "button";
            box.textContent = "I'm not a robot";
            box.dataset.sitekey = parameters.sitekey;
            box.onclick = () => parameters.callback("token-from-google");
            container.append(box);
            return 1;
          },
          reset() {},
        };
        window[new URL(document.currentScript.src).searchParams.get("onload")]();`,
      });
    });
    await openReady(page, `${recaptchaSite.url}${formPages.contact}`);
    const form = page.getByRole("form", { name: formNames.contact });
    await fillValid(form, "contact");

    const checkbox = form.getByTestId("recaptcha").getByRole("button", { name: "I'm not a robot" });
    await expect(checkbox).toHaveAttribute("data-sitekey", siteKey);
    expect(scripts).toEqual([
      "https://www.google.com/recaptcha/api.js?render=explicit&onload=northpeakRecaptchaReady",
    ]);
    // In its place no ALTCHA widget, and the check unticked refuses the submit as ALTCHA's does:
    // app/leads/form/CaptchaField.test.tsx and the journeys below.
    await checkbox.click();
    // The post is held back here: its token would go on to the real Google's siteverify.
    await page.route("**/api/contact", (route) => route.abort());
    const sent = page.waitForRequest("**/api/contact");
    await form.getByRole("button", { name: "Submit" }).click();
    expect((await sent).postData()).toContain('name="recaptcha"\r\n\r\ntoken-from-google');
  });
});

test.describe("lead forms: the captcha loads when needed", () => {
  const altchaCode = /\/assets\/altcha\.client-[^/]*\.js$/;
  const viewport = { width: 412, height: 823 };
  const slotHeight = (page: Page) =>
    page.locator("main .captcha-slot").evaluate((element) => element.getBoundingClientRect().height);
  const widgetTop = (form: Locator) =>
    form.locator("altcha-widget").evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

  test.use({ viewport });

  test("below the fold it waits for a touch of the form, its slot keeping the room; then Tab walks every control in order, never the honeypot; scrolled to within the margin it loads untouched", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (altchaCode.test(new URL(request.url()).pathname)) asked.push(request.url());
    });
    await page.goto(formPages.contact, { waitUntil: "domcontentloaded" });
    // The slot is in the page as served, before any script has run.
    const served = await slotHeight(page);
    expect(served).toBeGreaterThan(40);
    const form = await openForm(page, "contact");
    await page.waitForLoadState("networkidle");
    // The premise: the widget is further down than the margin it loads within.
    expect(await widgetTop(form)).toBeGreaterThan(viewport.height + CAPTCHA_LOAD_MARGIN_PX);
    await twoFrames(page);
    expect(asked).toEqual([]);
    await form.getByLabel("Full name").focus();
    await expect(form.locator("altcha-widget").getByText("I'm not a robot")).toBeVisible();
    expect(asked).toHaveLength(1);
    // The widget fills the room kept for it: nothing below it moved.
    expect(Math.abs((await slotHeight(page)) - served)).toBeLessThanOrEqual(1);

    // The keyboard's walk, from the name to the submit button, once the widget's checkbox is there.
    await form.locator("altcha-widget input[type=checkbox]").waitFor();
    const visited: string[] = [];
    for (let i = 0; i < 20; i++) {
      const here = await page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return el ? `${el.tagName.toLowerCase()}:${el.name || el.type || el.textContent?.trim()}` : "";
      });
      visited.push(here);
      if (here === "button:submit") break;
      await page.keyboard.press("Tab");
    }
    expect(visited.join(" ")).not.toContain("company_website");
    expect(visited).toEqual([
      "input:name",
      "input:email",
      "input:contact",
      "input:product",
      "input:product",
      "input:product",
      "input:product",
      "textarea:message",
      "input:files",
      "input:checkbox",
      "button:submit",
    ]);

    const again = await openForm(page, "contact");
    await page.waitForLoadState("networkidle");
    const top = await widgetTop(again);
    // Half the margin below the bottom of the window: not on screen yet, but near.
    await page.evaluate((y) => window.scrollTo(0, y), top - viewport.height - CAPTCHA_LOAD_MARGIN_PX / 2);
    await expect(again.locator("altcha-widget").getByText("I'm not a robot")).toBeAttached();
    expect(
      await again.locator("altcha-widget").evaluate((element) => element.getBoundingClientRect().top),
    ).toBeGreaterThan(viewport.height);
    await expect(again.locator("input:focus")).toHaveCount(0);
  });
});

// Which files are taken, and each refusal's text: app/leads/form/files.test.ts; the file chooser and
// the list of picks: the contact form's journey below.
test("lead forms: a file picked before the scripts finished loading still joins the list", async ({
  page,
}) => {
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto("/job-apply-form", { waitUntil: "commit" });
  const form = page.getByRole("form", { name: "Job application" });
  await form.locator('input[type="file"]').setInputFiles(samplePdf);
  release();
  await expect(form.getByRole("list", { name: "Selected files" })).toContainText("rfp-summary.pdf");
});

test("lead forms: the validator loads on first touch; while it is on its way, leaving a field posts nothing and an empty submit waits for it; when it cannot load, a submit posts the form as it would without JavaScript", async ({
  page,
}) => {
  const validator = /\/assets\/lead-validator-[^/]+\.js$/;
  // Hold the validator's module back until the test lets it go.
  const release = await holdRequests(page, validator);
  const posts: string[] = [];
  page.on("request", (request) => {
    // The form's view and start are counted by a beacon of their own; the form itself posts nothing.
    if (request.method() === "POST" && new URL(request.url()).pathname !== FORM_EVENTS_PATH)
      posts.push(request.url());
  });
  const form = await openForm(page, "contact");
  const url = page.url();
  await form.getByLabel("Full name").fill("Asha Gurung");
  await form.getByLabel("Email address").focus();
  await form.getByLabel("Phone number").focus();
  await expect(form.getByLabel("Full name")).toHaveValue("Asha Gurung");
  expect(posts).toEqual([]);
  expect(page.url()).toBe(url);

  release();
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByText("Email is required")).toBeVisible();
  expect(posts).toEqual([]);
  expect(page.url()).toBe(url);

  // The page again, its validator unreachable (a route disables the browser's cache).
  await page.unroute(validator);
  await page.route(validator, (route) => route.abort());
  const again = await openForm(page, "contact");
  await again.getByLabel("Full name").fill("Asha Gurung");
  await again.getByRole("button", { name: "Submit" }).click();
  // The page's own route takes it (its action runs the server's checks), not the JSON API.
  await expect.poll(() => posts.map((post) => new URL(post).pathname)).toEqual(["/Contact-us"]);
  const answered = page.getByRole("form", { name: "Contact Us" });
  await expect(answered.getByText("Email is required")).toBeVisible();
  await expect(answered.getByLabel("Full name")).toHaveValue("Asha Gurung");
});

// Each form's journey: an empty submit refused, then the form corrected and sent. The pages themselves,
// captcha widgets in place, are judged by axe in every-route.spec.ts; here the contact form and the demo
// modal with their errors. The job application's and the internship's forms have the same rules and
// texts (app/leads/shared/contract.ts): the job application's is sent to a 500, then to the server.
test.describe("lead forms: refused empty, sent to the real server, and failure answers", () => {
  // Each test solves a real ALTCHA proof of work in the browser.
  test.slow();
  test("contact: an empty submit is refused; the file chooser takes .pdf, .doc and .docx only; a 500 without a message shows 'Server responded with status 500' in red, the entries kept; sent again, 'Sending...' with the button disabled, then the green alert and an empty form; nothing leaves the site's origin", async ({
    page,
    baseURL,
  }) => {
    // No analytics provider here (the server's default): the page asks its own origin only, and
    // fetches none of the site's analytics code (that no page carries a provider's script:
    // tests/integration/site-http.test.ts).
    const site = new URL(baseURL ?? "").origin;
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (url.includes("/assets/analytics-connect-")) elsewhere.push(url);
      if (!/^(data|blob):/.test(url) && new URL(url).origin !== site) elsewhere.push(url);
    });
    await recordCspViolations(page);
    const posts = recordLeadPosts(page);
    const form = await openForm(page, "contact");
    await expectEmptySubmitRefused(page, form, "contact", "form");
    expect(posts).toHaveLength(0);
    expect(await cspViolations(page)).toEqual([]);

    await fillValid(form, "contact");
    const input = form.locator('input[type="file"]');
    await expect(input).toHaveAttribute("accept", ".pdf,.doc,.docx");
    const chooserPromise = page.waitForEvent("filechooser");
    await input.click();
    const chooser = await chooserPromise;
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles([
      samplePdf,
      { name: "cover.docx", mimeType: "application/octet-stream", buffer: Buffer.from("PK\u0003\u0004") },
      { name: "installer.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") },
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("notes") },
    ]);
    const list = form.getByRole("list", { name: "Selected files" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list).toContainText("rfp-summary.pdf");
    await expect(list).toContainText("cover.docx");
    await expect(list).not.toContainText("installer.exe");
    await expect(form.getByText('"installer.exe" is not a PDF, DOC or DOCX file.')).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await list.getByRole("button", { name: "Remove cover.docx" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(form.getByText('"installer.exe" is not a PDF, DOC or DOCX file.')).toHaveCount(0);

    await solveCaptcha(form);
    // The first post is answered 500 here (the route added last is asked first). The second is held
    // to observe the submitting state, then let through to the real server.
    const release = await holdRequests(page, /\/api\/contact$/);
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "" }), { times: 1 });
    await form.getByRole("button", { name: "Submit" }).click();
    const alert = form.getByTestId("form-alert");
    await expect(alert).toHaveText("Server responded with status 500");
    await expect(alert).toHaveAttribute("data-outcome", "failure");
    await expect(alert).toHaveClass(/red/);
    await expect(form.getByLabel("Full name")).toHaveValue("Asha Gurung");

    // A captcha solution is good for one post: the visitor solves it again and sends the same entries.
    await solveCaptcha(form);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await form.getByRole("button", { name: "Submit" }).click();
    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    // The spinner is decorative and stands still for visitors who ask for reduced motion.
    const spinner = sending.locator("svg");
    await expect(spinner).toHaveAttribute("aria-hidden", "true");
    expect(await spinner.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await spinner.evaluate((el) => getComputedStyle(el).animationName)).toBe("spin");
    release();

    await expect(alert).toHaveText("Message sent successfully! We'll get back to you soon.");
    await expect(alert).toHaveAttribute("data-outcome", "success");
    expect(posts).toHaveLength(2);
    await expect(form.getByRole("button", { name: "Submit" })).toBeEnabled();
    await expect(form.getByLabel("Full name")).toHaveValue("");
    await expect(form.getByLabel("Email address")).toHaveValue("");
    await expect(form.getByLabel(/^Message/)).toHaveValue("");
    await expect(form.getByRole("checkbox", { name: "PRIZM Rates" })).not.toBeChecked();
    await expect(form.getByRole("list", { name: "Selected files" })).toHaveCount(0);
    expect(elsewhere).toEqual([]);
  });

  test("demo modal: fields in order, axe with an empty submit's messages; then sent, the success text and a reset", async ({
    page,
  }) => {
    await recordCspViolations(page);
    const posts = recordLeadPosts(page);
    const form = await openForm(page, "demo");
    const order = await form
      .locator(
        "input[name=name], fieldset:has(input[name=product]), input[name=email], input[name=contact], textarea[name=message]",
      )
      .evaluateAll((nodes) =>
        nodes.map((node) => (node.tagName === "FIELDSET" ? "product" : (node as HTMLInputElement).name)),
      );
    expect(order).toEqual(["name", "product", "email", "contact", "message"]);
    // Axe judges the whole page: the modal, its form with the errors and the captcha's widget.
    await expectEmptySubmitRefused(page, form, "demo");
    expect(posts).toHaveLength(0);
    expect(await cspViolations(page)).toEqual([]);

    await fillValid(form, "demo");
    await form.getByRole("checkbox", { name: "Services" }).check();
    await solveCaptcha(form);
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.getByText("Message sent! We will get back to you shortly.")).toBeVisible();
    // What the post carries (the product codes as a JSON list, the form's id): send-lead.test.ts.
    expect(posts).toHaveLength(1);
    await expect(form.getByLabel("Full name")).toHaveValue("");
    await expect(form.getByRole("checkbox", { name: "Contract Rate Explorer" })).not.toBeChecked();
  });

  test("job-apply (apply-and-demo): a 500 shows 'Oops! Message not delivered. Please try again.' for 5 s, then the form resets; sent, the message lasts 5 s; a program renamed to .pdf is refused (400/415) on its field, the entries kept", async ({
    page,
  }) => {
    await page.clock.install();
    const form = await openForm(page, "job-apply");
    // The first post is answered 500 here, the others by the server.
    const failure = { status: 500, json: { message: "ignored" } };
    await page.route("**/api/contact", (route) => route.fulfill(failure), { times: 1 });
    /** Fills the form with `cv` and sends it, time frozen once the captcha is solved: only runFor moves it. */
    const send = async (cv: typeof samplePdf) => {
      await page.clock.resume();
      await fillValid(form, "job-apply");
      await form.locator('input[type="file"]').setInputFiles(cv);
      await solveCaptcha(form);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await form.getByRole("button", { name: "Submit" }).click();
    };
    /** The message is there 4.9 s on and gone at 5.1 s. */
    const expectFiveSeconds = async (message: Locator) => {
      await expect(message).toBeVisible();
      await page.clock.runFor(4900);
      await expect(message).toBeVisible();
      await page.clock.runFor(200);
      await expect(message).toHaveCount(0);
    };

    await send(samplePdf);
    const failed = form.getByText("Oops! Message not delivered. Please try again.");
    await expect(failed).toBeVisible();
    await expect(form.getByText("ignored")).toHaveCount(0);
    await expect(form.getByLabel("Full name")).toHaveValue("Asha Gurung");
    await expectFiveSeconds(failed);
    // The apply-and-demo forms: after its 5 s message the form starts over.
    await expect(form.getByLabel("Full name")).toHaveValue("");

    await send(samplePdf);
    const sent = form.getByText("Message sent! We will get back to you shortly.");
    // Sent as cv with cvUpload=Yes: send-lead.test.ts.
    await expect(sent).toBeVisible();
    await expect(form.getByRole("list", { name: "Selected files" })).toHaveCount(0);
    await expect(form.getByLabel(/^Message/)).toHaveValue("");
    await expectFiveSeconds(sent);

    // A second application, its CV a program renamed to .pdf: the server's field errors land on their fields.
    await send({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ\x90\x00not a pdf") });
    await expect(failed).toBeVisible();
    const cv = form.getByLabel("CV", { exact: true });
    await expect(cv).toHaveAttribute("aria-invalid", "true");
    await expect(cv).toHaveAccessibleDescription(/"cv\.pdf" is not a PDF, DOC or DOCX file\./);
    // The visitor's text stays when the server refuses.
    await expect(form.getByLabel("Full name")).toHaveValue("Asha Gurung");
  });
});
