import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, expect, type Locator, type Page } from "@playwright/test";
import { test } from "./api-answers";
import type { RunningServer } from "../support/server-process";
import { startServer } from "../support/server-process";
import { csvRows } from "../support/csv-rows";
import { fillValid, formNames, solveCaptcha } from "./forms-helpers";
import { axeViolations, waitForHydration } from "./page-helpers";

/** Lead sources and form conversion as staff see them, on a server and database of its own. */
test.describe.configure({ mode: "serial" });

const ADMIN_TOKEN = "e2e-insights-admin-token-0123456789abcd";
const METRICS_TOKEN = "e2e-insights-metrics-token-0123456789abcdef";
const FORM_EVENTS_PER_MINUTE = 5;

let server: RunningServer;
let dataDir: string;
/** Every form step the visitor's browser reported, as "form/step", with the server's answer. */
const reported: { step: string; status: number }[] = [];
/** The Origin header of each of those reports (the server counts only its own site's). */
const reportOrigins: (string | null)[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await mkdtemp(path.join(tmpdir(), "northpeak-e2e-insights-"));
  server = await startServer(
    {
      DATA_DIR: dataDir,
      ADMIN_TOKEN,
      METRICS_TOKEN,
      LOG_LEVEL: "warn",
      ALTCHA_COST: "100",
      RATE_LIMIT_CAPTCHA_PER_MINUTE: "10000",
      // Room for the visitor's steps, and a limit the last test reaches.
      RATE_LIMIT_FORM_EVENTS_PER_MINUTE: String(FORM_EVENTS_PER_MINUTE),
    },
    process.env.BUILD_DIR ?? "build",
  );
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The Monday (UTC) of the week a lead sent now is counted in. */
function thisWeek(): string {
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

async function signedInStaffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  await page.goto("/staff/leads");
  await page.getByLabel("Admin token").fill(ADMIN_TOKEN);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await waitForHydration(page);
  return page;
}

/** A funnel row as the page shows it: counts, then the rates between them (– without a whole). */
function funnelRow(form: string, views: number, starts: number, sent: number): string[] {
  const share = (part: number, whole: number) =>
    whole === 0 ? "–" : `${Math.round((part / whole) * 1000) / 10}%`;
  return [
    form,
    String(views),
    String(starts),
    String(sent),
    share(starts, views),
    share(sent, starts),
    share(sent, views),
  ];
}

/** A table's rows as text cells (header row first). */
async function tableCells(table: Locator): Promise<string[][]> {
  return table
    .getByRole("row")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? "")),
    );
}

test("a campaign visitor views, starts and sends the contact form", async ({ browser }) => {
  test.slow(); // the captcha's proof of work
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  page.on("response", async (response) => {
    if (new URL(response.url()).pathname !== "/api/form-events") return;
    const body = response.request().postDataJSON() as { form: string; step: string };
    reported.push({ step: `${body.form}/${body.step}`, status: response.status() });
    reportOrigins.push(await response.request().headerValue("origin"));
  });
  await page.goto("/PRIZM?utm_source=newsletter&utm_medium=email&utm_campaign=q4");
  await waitForHydration(page);
  await page.goto("/Contact-us");
  await waitForHydration(page);
  await expect.poll(() => reported.map((r) => r.step)).toContain("contact/view");
  const form = page.getByRole("form", { name: formNames.contact });
  await fillValid(form, "contact");
  await expect.poll(() => reported.map((r) => r.step)).toContain("contact/start");
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByTestId("form-alert")).toHaveText(
    "Message sent successfully! We'll get back to you soon.",
  );
  // One view and one start of the contact form, each counted (204); a submission sends no step.
  expect(reported.filter((r) => r.step.startsWith("contact/"))).toEqual([
    { step: "contact/view", status: 204 },
    { step: "contact/start", status: 204 },
  ]);
  // The browser named the page's origin on every beacon, as the server requires.
  expect(new Set(reportOrigins)).toEqual(new Set([new URL(server.url).origin]));
  await context.close();
});

test("the staff page's sources, their CSV, the funnel and /metrics say exactly what the visitor did", async ({
  browser,
}) => {
  const page = await signedInStaffPage(browser);
  const week = thisWeek();
  const sources = page.getByRole("region", { name: "Where leads come from" });
  const expected = { Source: "newsletter", Medium: "email", Campaign: "q4", "Landing page": "/PRIZM" };
  for (const [grouping, value] of Object.entries(expected)) {
    await sources.getByRole("navigation", { name: "Group by" }).getByRole("link", { name: grouping }).click();
    const table = sources.getByRole("table", { name: `Leads per week by ${grouping.toLowerCase()}` });
    await expect(table).toBeVisible();
    expect(await tableCells(table)).toEqual([
      ["Week of", value, "Total"],
      [week, "1", "1"],
      ["Total", "1", "1"],
    ]);
    await expect(
      sources.getByRole("img", { name: `Chart: leads per week by ${grouping.toLowerCase()}` }),
    ).toBeVisible();
  }

  // The funnel of every form: the contact form's one view, one start and one lead; any other form
  // only the views its page reported (a form shown on the way), never a start or a lead.
  const funnel = await tableCells(
    page.getByRole("table", { name: "Views, starts and submissions per form" }),
  );
  const viewsOf = (form: string) => reported.filter((r) => r.step === `${form}/view`).length;
  expect(funnel.slice(1)).toEqual([
    funnelRow("Contact Us", 1, 1, 1),
    funnelRow("Get a demo", viewsOf("demo"), 0, 0),
    funnelRow("Internship application", viewsOf("internship"), 0, 0),
    funnelRow("Job application", viewsOf("job-apply"), 0, 0),
  ]);

  // The CSV of the same filter: every grouping, this week, one lead each.
  const csv = await page.context().request.get("/staff/leads/sources.csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["cache-control"]).toBe("private, no-store");
  expect(csv.headers()["content-disposition"]).toMatch(
    /^attachment; filename="lead-sources-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(csvRows(await csv.text())).toEqual([
    ["week", "grouping", "value", "leads"],
    [week, "utm_source", "newsletter", "1"],
    [week, "utm_medium", "email", "1"],
    [week, "utm_campaign", "q4", "1"],
    [week, "landing_page", "/PRIZM", "1"],
  ]);

  // The page is accessible with its reports on it.
  expect(await axeViolations(page)).toEqual([]);

  const metrics = await (
    await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  expect(metrics).toMatch(/^form_funnel_events_total\{form="contact",step="view"\} 1$/m);
  expect(metrics).toMatch(/^form_funnel_events_total\{form="contact",step="start"\} 1$/m);
  expect(metrics).toMatch(/^leads_stored\{form="contact"\} 1$/m);
  await page.context().close();
});

test("the sources CSV needs a session", async ({ request }) => {
  const csv = await request.get(`${server.url}/staff/leads/sources.csv`, { maxRedirects: 0 });
  expect(csv.status()).toBe(303);
  expect(csv.headers().location).toBe("/staff/leads");
});
