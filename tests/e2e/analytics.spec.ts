import { type Browser, expect, type Page, type Request } from "@playwright/test";
import { test } from "./pointer-off-page";
import {
  type AnalyticsProviderServer,
  type ProviderRequest,
  startAnalyticsProvider,
} from "../support/analytics-provider";
import { fillValid, solveCaptcha } from "./forms-helpers";
import {
  collectHydrationErrors,
  cspViolations,
  ownServer,
  recordCspViolations,
  waitForHydration,
} from "./page-helpers";

/**
 * A configured analytics provider (tests/support/analytics-provider.ts): late script load, views, lead
 * event (its CSP: tests/integration/site-http.test.ts). Without one, no page carries a boot script
 * (site-http.test.ts), the policy (default-src 'none') reports any other origin a page asks for
 * (every-route.spec.ts), and the contact form's journey asks its own origin only (forms.spec.ts).
 */

const CONTACT_SENT = "Message sent successfully! We'll get back to you soon.";

// One site server per provider for its tests, in one worker.
test.describe.configure({ mode: "default" });

/** The page's calls to the provider in order; a check that something was not sent waits for a later barrier call. */
function providerCalls(page: Page, origin: string) {
  const calls: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).origin === origin) calls.push(request);
  });
  return {
    /** Does `action`, then resolves once the first call passing `isBarrier`, and every call before it, is answered. */
    async through(action: () => Promise<unknown>, isBarrier: (body: unknown) => boolean): Promise<void> {
      const from = calls.length;
      await action();
      const barrier = () => calls.findIndex((call, index) => index >= from && isBarrier(call.postDataJSON()));
      await expect.poll(barrier).toBeGreaterThanOrEqual(0);
      await Promise.all(calls.slice(0, barrier() + 1).map((call) => call.response()));
    },
  };
}

type ProviderCase = {
  provider: "plausible" | "umami";
  /** The page whose view is counted: each provider on one of the two ways a page gets its boot script. */
  pagePath: string;
  siteId: string;
  scriptPath: string;
  siteIdAttribute: string;
  /** The script's form that counts no page view itself: the site reports each, its address cleaned. */
  scriptAttributes: Record<string, string>;
  /** The provider's record of a page view, and of a lead (with the custom properties it carries). */
  isPageView: (body: unknown) => boolean;
  isLead: (body: unknown) => boolean;
  propsOf: (body: unknown) => unknown;
  /** The page's address an event carries. */
  urlOf: (body: unknown) => string | undefined;
  /**
   * The referrer an event carries, as Plausible's own tracker reads it from document.referrer: what the
   * browser tells a page of the one it came from (Umami's stand-in reads none).
   */
  referrerOf?: (body: unknown) => unknown;
  /** The one lead event a sent contact form makes, as the provider receives it. */
  leadEvent: Record<string, unknown>;
};

const UMAMI_WEBSITE = "0f0e0d0c-0b0a-4908-8706-050403020100";
type PlausibleBody = { n?: string; p?: unknown; u?: string; r?: unknown };
type UmamiBody = {
  type?: string;
  payload?: { name?: string; data?: unknown; url?: string };
};

const providers: ProviderCase[] = [
  {
    provider: "plausible",
    // Prerendered: its boot script filled in at start-up (prerender-fill.server.test.ts).
    pagePath: "/our-team",
    siteId: "www.northpeak.example",
    scriptPath: "/js/script.manual.js",
    siteIdAttribute: "data-domain",
    scriptAttributes: {},
    isPageView: (body) => (body as PlausibleBody).n === "pageview",
    isLead: (body) => (body as PlausibleBody).n === "Lead",
    propsOf: (body) => (body as PlausibleBody).p,
    urlOf: (body) => (body as PlausibleBody).u,
    referrerOf: (body) => (body as PlausibleBody).r,
    leadEvent: { n: "Lead", d: "www.northpeak.example", p: { form: "contact" } },
  },
  {
    provider: "umami",
    // Rendered on each request, the boot script written with the page.
    pagePath: "/blogs",
    siteId: UMAMI_WEBSITE,
    scriptPath: "/script.js",
    siteIdAttribute: "data-website-id",
    scriptAttributes: { "data-auto-track": "false" },
    isPageView: (body) => (body as UmamiBody).type === "event" && !(body as UmamiBody).payload?.name,
    isLead: (body) => (body as UmamiBody).payload?.name === "lead",
    propsOf: (body) => (body as UmamiBody).payload?.data,
    urlOf: (body) => (body as UmamiBody).payload?.url,
    leadEvent: {
      type: "event",
      payload: { website: UMAMI_WEBSITE, name: "lead", data: { form: "contact" } },
    },
  },
];

const eventPosts = (requests: ProviderRequest[]) =>
  requests.filter((request) => request.method === "POST" && request.path.startsWith("/api/"));

async function pageOn(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

for (const testCase of providers) {
  const { provider, pagePath, siteId, scriptPath, siteIdAttribute, scriptAttributes, referrerOf } = testCase;

  test.describe(`ANALYTICS_PROVIDER=${provider}`, () => {
    let analytics: AnalyticsProviderServer;
    test.beforeAll(async () => {
      analytics = await startAnalyticsProvider();
    });
    test.afterAll(async () => analytics?.close());
    const site = ownServer(() => ({
      ANALYTICS_PROVIDER: provider,
      ANALYTICS_ORIGIN: analytics.origin,
      ANALYTICS_SITE_ID: siteId,
      ADMIN_TOKEN: "analytics-staff-admin-token-0123456789abcdef",
    }));
    /** The path of the page an event names. */
    const pathOf = (body: unknown) => new URL(testCase.urlOf(body) ?? "", site.url).pathname;
    const isViewOf = (pathname: string) => (body: unknown) =>
      testCase.isPageView(body) && pathOf(body) === pathname;

    // Its Referrer-Policy header: tests/integration/production-http.test.ts; that a first touch keeps
    // no referrer of the site itself: app/leads/form/first-touch-script.test.ts.
    test(`${pagePath} loads the provider's script from its origin, after its load event, and the provider counts the view${referrerOf ? "; a page opened from it in a new tab, landed on with a click id, is told only the site's origin" : ""}`, async ({
      browser,
    }) => {
      const page = await pageOn(browser, site.url);
      const urls: string[] = [];
      page.on("request", (request) => urls.push(request.url()));
      const hydrationErrors = collectHydrationErrors(page);
      await recordCspViolations(page);
      await page.goto(`${pagePath}?gclid=SECRET-GCLID&utm_source=newsletter`);
      const scriptUrl = `${analytics.origin}${scriptPath}`;
      const script = page.locator(`script[src="${scriptUrl}"]`);
      await expect(script).toHaveAttribute(siteIdAttribute, siteId);
      for (const [name, value] of Object.entries(scriptAttributes)) {
        await expect(script).toHaveAttribute(name, value);
      }
      await expect
        .poll(() => eventPosts(analytics.requests).some((r) => isViewOf(pagePath)(r.body)))
        .toBe(true);

      const timing = await page.evaluate((url) => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        return {
          loaded: navigation?.loadEventEnd ?? 0,
          script: performance.getEntriesByName(url)[0]?.startTime,
        };
      }, scriptUrl);
      expect(timing.script).toBeGreaterThanOrEqual(timing.loaded);
      expect(timing.loaded).toBeGreaterThan(0);

      // The site and the provider: no third origin, and no word of the CSP against either.
      expect([...new Set(urls.map((url) => new URL(url).origin))].sort()).toEqual(
        [site.url, analytics.origin].sort(),
      );
      expect(await cspViolations(page)).toEqual([]);
      // No lead form here: nothing of the site's own analytics code is fetched.
      expect(urls.filter((url) => url.includes("/assets/analytics-connect-"))).toEqual([]);
      // The boot script the server writes, and the browser does not, leaves hydration undisturbed.
      await waitForHydration(page);
      expect(hydrationErrors).toEqual([]);

      if (referrerOf) {
        const from = analytics.requests.length;
        // A modified click is the browser's: a new tab loads the page, with the landing as its referrer.
        await page
          .locator("header.site-header")
          .getByRole("link", { name: "Contact Us" })
          .click({ modifiers: ["ControlOrMeta"] });
        const opened = () =>
          eventPosts(analytics.requests.slice(from)).filter((r) => isViewOf("/Contact-us")(r.body));
        await expect.poll(() => opened().length).toBe(1);
        expect(referrerOf(opened()[0]?.body)).toBe(`${site.url}/`);
        expect(JSON.stringify(analytics.requests.slice(from))).not.toContain("SECRET");
      }
      await page.context().close();
    });

    test("a contact form sent is one lead event naming only the form; the provider never gets a click id: page views and the lead carry the page's address without them, utm tags kept, and each page opened within the site is one more view", async ({
      browser,
    }) => {
      test.slow();
      const page = await pageOn(browser, site.url);
      const calls = providerCalls(page, analytics.origin);
      const documents: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents.push(request.url());
      });
      const received = () => eventPosts(analytics.requests).filter((r) => r.body !== undefined);
      const firstEvent = received().length;
      const since = (isKind: (body: unknown) => boolean) =>
        received()
          .slice(firstEvent)
          .filter((r) => isKind(r.body));
      const viewsOf = (pathname: string) =>
        since(testCase.isPageView).filter((r) => pathOf(r.body) === pathname);
      const clickIds = "gclid=SECRET-GCLID&msclkid=SECRET-MSCLKID&fbclid=SECRET-FBCLID";
      const cleaned = `${site.url}/Contact-us?utm_source=newsletter&utm_medium=email`;
      await page.goto(`/Contact-us?${clickIds}&utm_source=newsletter&utm_medium=email`);
      await waitForHydration(page);
      await expect.poll(() => viewsOf("/Contact-us").length).toBe(1);
      expect(testCase.urlOf(viewsOf("/Contact-us")[0]?.body)).toBe(cleaned);

      const form = page.getByRole("form", { name: "Contact Us" });
      await fillValid(form, "contact");
      await solveCaptcha(form);
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(form.getByText(CONTACT_SENT)).toBeVisible();
      await expect.poll(() => since(testCase.isLead).length).toBeGreaterThan(0);
      expect(testCase.urlOf(since(testCase.isLead)[0]?.body)).toBe(cleaned);

      // Pages opened within the site (the router's navigations, no new document): one view each.
      await page.locator('header a[aria-label="Northpeak home"]').click();
      await expect(page).toHaveURL(`${site.url}/`);
      await expect.poll(() => viewsOf("/").length).toBeGreaterThan(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/Contact-us\?gclid=SECRET-GCLID/);
      await expect.poll(() => viewsOf("/Contact-us").length).toBeGreaterThan(1);
      expect(testCase.urlOf(viewsOf("/Contact-us")[1]?.body)).toBe(cleaned);
      // A view counted twice would be sent before the view of the page the visitor goes forward to.
      await calls.through(() => page.goForward(), isViewOf("/"));
      await expect(page).toHaveURL(`${site.url}/`);
      // Once each: the views in the order the pages were seen, and the lead.
      expect(since(testCase.isPageView).map((r) => pathOf(r.body))).toEqual([
        "/Contact-us",
        "/",
        "/Contact-us",
        "/",
      ]);
      expect(since(testCase.isLead)).toHaveLength(1);
      expect(since(testCase.isLead)[0]?.body).toMatchObject(testCase.leadEvent);
      expect(testCase.propsOf(since(testCase.isLead)[0]?.body)).toEqual({ form: "contact" });
      expect(documents).toHaveLength(1);

      const everything = JSON.stringify(received().slice(firstEvent));
      expect(everything).not.toContain("SECRET");
      expect(everything).not.toMatch(/gclid|msclkid|fbclid/);
      await page.context().close();
    });
  });
}
