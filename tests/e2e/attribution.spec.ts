import {
  type Browser,
  type BrowserContext,
  devices,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { type LeadAttribution, noAttribution } from "../../app/leads/shared/attribution";
import { checkedFetch } from "../support/checked-fetch";
import { test } from "./pointer-off-page";
import { fillValid, formNames, solveCaptcha } from "./forms-helpers";
import { axeViolations, markVisited, openReady, ownServer, waitForHydration } from "./page-helpers";

/**
 * A lead's origin as the browser keeps it (the tab's first touch, across pages and tabs) up to the staff
 * page, the staff's reports of where leads come from and of the forms' use, and the end of every staff
 * session: on a server of its own, in order. The stored origin in the leads CSV, the webhook and the
 * e-mail: lead-export.server.test.ts, webhook-outbox.test.ts and templates.server.test.ts.
 */
test.describe.configure({ mode: "serial" });

const ADMIN_TOKEN = "e2e-attribution-admin-token-0123456789";
const run = Date.now().toString(36);

const server = ownServer(() => ({ ADMIN_TOKEN, LOG_LEVEL: "warn" }));

/** A new visitor: a browser context of its own (its own session storage), as a desktop Chrome. */
async function newVisitor(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const { userAgent, deviceScaleFactor } = devices["Desktop Chrome"];
  const context = await browser.newContext({
    baseURL: server.url,
    userAgent,
    deviceScaleFactor,
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  // A visitor who has seen the home page's first-visit preloader.
  await markVisited(context);
  return context;
}

/** Lands on `url` as a visitor from a link would, with the page ready to click. */
async function land(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await openReady(page, url);
  return page;
}

type ApiLead = { id: string; email: string; attribution: LeadAttribution };

/** A marker's lead as the staff API lists it in JSON (bearer token). */
async function apiLead(marker: string): Promise<ApiLead> {
  const response = await checkedFetch(`${server.url}/api/leads`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.status).toBe(200);
  const { leads } = (await response.json()) as { leads: ApiLead[] };
  const lead = leads.find((l) => l.email === `${marker}@example.com`);
  if (!lead) throw new Error(`no lead ${marker}`);
  return lead;
}

/** A staff page signed in, in a browser context of its own. */
async function signedIn(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const page = await (await newVisitor(browser, options)).newPage();
  await page.goto("/staff/leads");
  await page.getByLabel("Admin token").fill(ADMIN_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  return page;
}

/** The "where it came from" list of a staff row, as label → value pairs. */
async function shownAttribution(row: Locator): Promise<Record<string, string>> {
  const list = row.locator("dl");
  const terms = await list.locator("dt").allTextContents();
  const values = await list.locator("dd").allTextContents();
  return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? ""]));
}

/** Every form step the campaign visitor's browser reported, as "form/step", with the server's answer. */
const reported: { step: string; status: number }[] = [];
/** The Origin header of each of those reports (the server counts only its own site's). */
const reportOrigins: (string | null)[] = [];

/** The Monday (UTC) of the week a lead sent now is counted in. */
function thisWeek(): string {
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/** A table's rows as text cells (header row first). */
async function tableCells(table: Locator): Promise<string[][]> {
  return table
    .getByRole("row")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? "")),
    );
}

const campaignMarker = `campaign${run}`;

test("a visitor from a campaign link: the tab keeps its first touch across pages, a new tab starts fresh, and the lead has the campaign", async ({
  browser,
}) => {
  test.slow(); // the captcha's proof of work, on a busy 2-CPU machine
  const visitor = await newVisitor(browser);
  visitor.on("response", async (response) => {
    if (new URL(response.url()).pathname !== "/api/form-events") return;
    const body = response.request().postDataJSON() as { form: string; step: string };
    reported.push({ step: `${body.form}/${body.step}`, status: response.status() });
    reportOrigins.push(await response.request().headerValue("origin"));
  });
  const page = await land(visitor, "/PRIZM?utm_source=newsletter&utm_medium=email&utm_campaign=q4");
  // Kept in the tab's session storage, never in a cookie.
  expect(await page.evaluate(() => sessionStorage.getItem("np_first_touch"))).toContain(
    '"utm_campaign":"q4"',
  );
  // The same browser, a new tab opened by the visitor (no opener): a new session of its own.
  const freshTab = await land(visitor, "/PRIZM");
  expect(
    await freshTab.evaluate(() => JSON.parse(sessionStorage.getItem("np_first_touch") ?? "null")),
  ).toEqual({ landing_page: "/PRIZM" });
  // Kept for the tab's session only: nothing in local storage (but the preloader's flag).
  expect(await freshTab.evaluate(() => Object.keys(localStorage))).toEqual(["hasVisited"]);
  // Browsing by the header's links to the contact page, and sending the form there.
  const header = page.locator("header.site-header");
  await header.getByRole("link", { name: "Northpeak home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await header.getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/Contact-us$/);
  const form = page.getByRole("form", { name: formNames.contact });
  await fillValid(form, "contact");
  // The marker in the address makes the lead easy to find.
  await form.getByLabel("Email address").fill(`${campaignMarker}@example.com`);
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByTestId("form-alert")).toHaveText(
    "Message sent successfully! We'll get back to you soon.",
  );
  expect(await visitor.cookies()).toEqual([]);
  // One view and one start of the contact form, each counted (204); a submission sends no step.
  expect(reported.filter((r) => r.step.startsWith("contact/"))).toEqual([
    { step: "contact/view", status: 204 },
    { step: "contact/start", status: 204 },
  ]);
  // The browser named the page's origin on every beacon, as the server requires.
  expect(new Set(reportOrigins)).toEqual(new Set([new URL(server.url).origin]));
  await visitor.close();

  expect((await apiLead(campaignMarker)).attribution).toEqual({
    ...noAttribution,
    landingPage: "/PRIZM",
    formPage: "/Contact-us",
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "q4",
  });
});

test("the staff page: the lead's origin, the sources, their CSV and the funnel say exactly what the visitor did", async ({
  browser,
}) => {
  const page = await signedIn(browser);
  await waitForHydration(page);
  const row = page
    .getByRole("table", { name: /Leads 1–1/ })
    .getByRole("row")
    .filter({ hasText: campaignMarker });
  expect(await shownAttribution(row)).toEqual({
    "Landing page": "/PRIZM",
    "Form page": "/Contact-us",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "q4",
    "Click ids": "none",
  });

  // The report by source, its default (each grouping's link and table: app/leads/insights/SourcesReport.test.tsx).
  const week = thisWeek();
  const sources = page.getByRole("region", { name: "Where leads come from" });
  expect(await tableCells(sources.getByRole("table", { name: "Leads per week by source" }))).toEqual([
    ["Week of", "newsletter", "Total"],
    [week, "1", "1"],
    ["Total", "1", "1"],
  ]);
  await expect(sources.getByRole("img", { name: "Chart: leads per week by source" })).toBeVisible();

  // The funnel of every form: the contact form's one view, one start and one lead; any other form
  // only the views its page reported (a form shown on the way), never a start or a lead. The rates
  // beside the counts: app/leads/insights/SourcesReport.test.tsx.
  const funnel = await tableCells(
    page.getByRole("table", { name: "Views, starts and submissions per form" }),
  );
  const viewsOf = (form: string) => String(reported.filter((r) => r.step === `${form}/view`).length);
  expect(funnel.slice(1).map((row) => row.slice(0, 4))).toEqual([
    ["Contact Us", "1", "1", "1"],
    ["Get a demo", viewsOf("demo"), "0", "0"],
    ["Internship application", viewsOf("internship"), "0", "0"],
    ["Job application", viewsOf("job-apply"), "0", "0"],
  ]);

  // The CSV of the same filter, a download never kept (its rows: staff-insights.server.test.ts).
  const csv = await page.context().request.get("/staff/leads/sources.csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["cache-control"]).toBe("private, no-store");
  expect(csv.headers()["content-disposition"]).toMatch(
    /^attachment; filename="lead-sources-\d{4}-\d{2}-\d{2}\.csv"$/,
  );

  // The page is accessible with the lead's origin and the reports on it.
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});

// Every other browser's session and a copied cookie ended too: tests/hostile/staff-guards.test.ts.
test("staff page without JavaScript: 'End all sessions' signs this browser out and says so", async ({
  browser,
}) => {
  const mine = await signedIn(browser, { javaScriptEnabled: false });
  const control = mine.getByRole("button", { name: "End all sessions" });
  await expect(control).toHaveAccessibleDescription(/every device signed in to this page/);
  await control.click();
  await expect(mine.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await expect(mine.getByRole("status")).toContainText("Every staff session has been ended");
  expect((await mine.context().cookies()).find((c) => c.name === "staff_session")).toBeUndefined();
  await mine.context().close();
});
