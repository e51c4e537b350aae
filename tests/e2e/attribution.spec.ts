import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type Browser,
  type BrowserContext,
  devices,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { type LeadAttribution, noAttribution } from "../../app/leads/shared/attribution";
import type { RunningServer } from "../support/server-process";
import { startServer } from "../support/server-process";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { checkedFetch } from "../support/checked-fetch";
import { csvRecords, csvRows } from "../support/csv-rows";
import { test } from "./pointer-off-page";
import { formNames, solveCaptcha } from "./forms-helpers";
import { axeViolations, openReady, waitForHydration } from "./page-helpers";

/**
 * A lead's origin end to end (staff page, CSV, JSON, webhook, mail), the staff's reports of where leads
 * come from and of the forms' use, and the end of every staff session: on a server of its own, in order.
 */
test.describe.configure({ mode: "serial" });

const ADMIN_TOKEN = "e2e-attribution-admin-token-0123456789";
const METRICS_TOKEN = "e2e-attribution-metrics-token-0123456789abcdef";
const WEBHOOK_SECRET = "e2e-attribution-webhook-secret-0123456789";
const run = Date.now().toString(36);

let server: RunningServer;
let smtp: SmtpSink;
let receiver: Server;
let dataDir: string;
const webhookBodies: Record<string, unknown>[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      webhookBodies.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  smtp = await startSmtpSink();
  dataDir = await mkdtemp(path.join(tmpdir(), "northpeak-e2e-attribution-"));
  server = await startServer(
    {
      DATA_DIR: dataDir,
      ADMIN_TOKEN,
      METRICS_TOKEN,
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leads`,
      LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // The receiver is this test's, on loopback: plain http only by this explicit consent.
      LEADS_WEBHOOK_ALLOW_HTTP: "true",
      ALTCHA_COST: "100",
      RATE_LIMIT_CONTACT_PER_HOUR: "100000",
      RATE_LIMIT_CAPTCHA_PER_MINUTE: "10000",
      RATE_LIMIT_NO_SCRIPT_PER_HOUR: "100000",
      MAIL_RETRY_MIN_MS: "100",
      MAIL_RETRY_MAX_MS: "400",
    },
    process.env.BUILD_DIR ?? "build",
  );
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

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
  await context.addInitScript(() => window.localStorage.setItem("hasVisited", "true"));
  return context;
}

/** Lands on `url` as a visitor from a link would, with the page ready to click. */
async function land(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await openReady(page, url);
  return page;
}

/** The visitor's details, the marker making their lead easy to find. */
async function fillContact(form: Locator, marker: string) {
  await form.getByLabel("Full name").fill(`Visitor ${marker}`);
  await form.getByLabel("Email address").fill(`${marker}@example.com`);
  await form.getByLabel("Phone number").fill("+1-781-555-0142");
  await form.getByLabel(/^Message/).fill(`Please call about ${marker}.`);
}

/** Browses from where the visitor is to the contact page by clicking links, and sends the form. */
async function browseToContactAndSend(page: Page, marker: string) {
  const header = page.locator("header.site-header");
  await header.getByRole("link", { name: "Northpeak home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await header.getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/Contact-us$/);
  const form = page.getByRole("form", { name: formNames.contact });
  await fillContact(form, marker);
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByTestId("form-alert")).toHaveText(
    "Message sent successfully! We'll get back to you soon.",
  );
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

/** A signed-in staff page filtered to one marker's lead. */
async function staffPageFor(browser: Browser, marker: string): Promise<{ page: Page; row: Locator }> {
  const page = await signedIn(browser);
  await page.goto(`/staff/leads?q=${marker}`);
  await waitForHydration(page);
  const row = page
    .getByRole("table", { name: /Leads 1–1/ })
    .getByRole("row")
    .filter({ hasText: marker });
  await expect(row).toHaveCount(1);
  return { page, row };
}

/** The "where it came from" list of a staff row, as label → value pairs. */
async function shownAttribution(row: Locator): Promise<Record<string, string>> {
  const list = row.locator("dl");
  const terms = await list.locator("dt").allTextContents();
  const values = await list.locator("dd").allTextContents();
  return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? ""]));
}

/** The CSV the staff page offers for its current filter, parsed strictly. */
async function downloadedCsv(page: Page): Promise<Record<string, string>[]> {
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  return csvRecords(await readFile((await csv.path())!, "utf8"));
}

/** A mail's body as written: quoted-printable soft breaks joined and escapes decoded, CRLF as LF. */
function decodedMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8").replace(/\r\n/g, "\n");
}

/** The team's e-mail about a marker's lead, as its receiver got it, decoded. */
async function mailFor(marker: string): Promise<string> {
  const find = () => smtp.messages.map((m) => decodedMail(m.raw)).find((text) => text.includes(marker));
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  return find()!;
}

/** The webhook body about a marker's lead, as its receiver got it. */
async function webhookFor(marker: string): Promise<Record<string, unknown>> {
  await expect
    .poll(() => webhookBodies.some((body) => body.email === `${marker}@example.com`), { timeout: 20_000 })
    .toBe(true);
  return webhookBodies.find((body) => body.email === `${marker}@example.com`)!;
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

const campaignMarker = `campaign${run}`;

test("a visitor from a campaign link: the landing page, the form's page and the campaign are on the lead everywhere", async ({
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
  await browseToContactAndSend(page, campaignMarker);
  expect(await visitor.cookies()).toEqual([]);
  // One view and one start of the contact form, each counted (204); a submission sends no step.
  expect(reported.filter((r) => r.step.startsWith("contact/"))).toEqual([
    { step: "contact/view", status: 204 },
    { step: "contact/start", status: 204 },
  ]);
  // The browser named the page's origin on every beacon, as the server requires.
  expect(new Set(reportOrigins)).toEqual(new Set([new URL(server.url).origin]));
  await visitor.close();

  const expected: LeadAttribution = {
    ...noAttribution,
    landingPage: "/PRIZM",
    formPage: "/Contact-us",
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "q4",
  };
  // JSON: the staff API.
  const lead = await apiLead(campaignMarker);
  expect(lead.attribution).toEqual(expected);

  // The staff page, accessible as staff see it, and its CSV.
  const staff = await staffPageFor(browser, campaignMarker);
  expect(await shownAttribution(staff.row)).toEqual({
    "Landing page": "/PRIZM",
    "Form page": "/Contact-us",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "q4",
    "Click ids": "none",
  });
  expect(await axeViolations(staff.page)).toEqual([]);
  const records = await downloadedCsv(staff.page);
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({
    id: lead.id,
    landing_page: "/PRIZM",
    form_page: "/Contact-us",
    referrer_origin: "",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "q4",
    utm_term: "",
    utm_content: "",
    click_ids: "",
  });
  await staff.page.context().close();

  // The webhook body and the team's e-mail.
  expect((await webhookFor(campaignMarker)).attribution).toEqual(expected);
  const mail = await mailFor(campaignMarker);
  expect(mail).toContain(
    "Where it came from:\nLanding page: /PRIZM\nForm page: /Contact-us\nutm_source: newsletter\nutm_medium: email\nutm_campaign: q4",
  );
  expect(mail).toContain("<h3>Where it came from</h3>");
});

test("the staff page's sources, their CSV, the funnel and /metrics say exactly what the visitor did", async ({
  browser,
}) => {
  const page = await signedIn(browser);
  await waitForHydration(page);
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

test("a second visit starts fresh, in a new tab of the same browser: no campaign on its lead, nothing kept beyond the tab", async ({
  browser,
}) => {
  test.slow();
  const marker = `fresh${run}`;
  const visitor = await newVisitor(browser);
  const campaignTab = await land(visitor, "/PRIZM?utm_source=newsletter&utm_campaign=q4");
  expect(await campaignTab.evaluate(() => sessionStorage.getItem("np_first_touch"))).toContain("utm_source");
  // The same browser, a new tab opened by the visitor (no opener): a new session of its own.
  const page = await land(visitor, "/PRIZM");
  expect(await page.evaluate(() => sessionStorage.getItem("np_first_touch"))).not.toContain("utm_");
  // Kept for the tab's session only: nothing in local storage (but the preloader's flag), no cookie.
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(["hasVisited"]);
  await browseToContactAndSend(page, marker);
  expect(await visitor.cookies()).toEqual([]);
  await visitor.close();
  expect((await apiLead(marker)).attribution).toEqual({
    ...noAttribution,
    landingPage: "/PRIZM",
    formPage: "/Contact-us",
  });
});

test("staff page: 'End all sessions' signs out every browser, without JavaScript too", async ({
  browser,
}) => {
  const mine = await signedIn(browser, { javaScriptEnabled: false });
  const elsewhere = await signedIn(browser);
  // A copy of this browser's cookie, as someone who took it would hold it.
  const copied = (await mine.context().cookies()).find((c) => c.name === "staff_session")!;

  const control = mine.getByRole("button", { name: "End all sessions" });
  await expect(control).toHaveAccessibleDescription(/every device signed in to this page/);
  await control.click();
  await expect(mine.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await expect(mine.getByRole("status")).toContainText("Every staff session has been ended");
  expect((await mine.context().cookies()).find((c) => c.name === "staff_session")).toBeUndefined();

  // The other browser is signed out at its next request, and so is the copied cookie.
  await elsewhere.reload();
  await expect(elsewhere.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await mine.context().addCookies([copied]);
  await mine.goto("/staff/leads");
  await expect(mine.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await expect(mine.getByRole("button", { name: "End all sessions" })).toHaveCount(0);
  await mine.context().close();
  await elsewhere.context().close();
});
