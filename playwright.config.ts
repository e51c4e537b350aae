import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
const buildDir = process.env.BUILD_DIR ?? "build";
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Debian's Chromium headless shell, the browser Playwright itself runs headless tests in: a third
 * less CPU than full Chromium (ADR 046). CHROME_PATH=/usr/bin/chromium runs the journeys in that.
 */
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // The database template the journeys' own servers copy, as vitest makes it.
  globalSetup: "./tests/support/pglite-template-setup.ts",
  // Per-port output lets several runs (different E2E_PORT/BUILD_DIR) proceed side by side.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    // A trace records every action of every test to keep only the failures' — an eighth of the
    // suite's CPU on two cores. Only the log of a CI run is kept, so CI records none.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions } }],
  webServer: {
    // The compiled server, started as `npm run serve` starts it (no TypeScript at run time), by the
    // launcher the other tests, the benchmarks and the scripts use; it passes this env on.
    command: `node tests/support/site-server.mjs --port ${port} --build-dir ${buildDir}`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      DATA_DIR: `./data/e2e-${port}`,
      // Every browser here is one client (127.0.0.1), and the limits are kept in the database
      // across runs: the journeys test behaviour, the limits have tests of their own.
      RATE_LIMIT_CONTACT_PER_HOUR: "100000",
      RATE_LIMIT_CAPTCHA_PER_MINUTE: "10000",
      // Every journey's forms report their steps from the one address.
      RATE_LIMIT_FORM_EVENTS_PER_MINUTE: "1000000",
      RATE_LIMIT_NO_SCRIPT_PER_HOUR: "100000",
      // A browser driven by a test fills a form in well under the seconds a person takes.
      NO_SCRIPT_MIN_SECONDS: "0",
      // The real ALTCHA widget solves a real challenge, at a tenth of production's proof-of-work cost:
      // solving is CPU work that on a 2-core machine took seconds per form from the other journeys.
      ALTCHA_COST: "100",
      // The editors' preview exists only with a secret (preview.spec.ts).
      PREVIEW_SECRET: "e2e-preview-secret-0123456789abcdefghij",
      RATE_LIMIT_STAFF_SIGN_IN: "10000",
      // The staff page /staff/leads (tests/e2e/staff.spec.ts); unset, it would answer 404.
      ADMIN_TOKEN: "e2e-staff-admin-token-0123456789abcdef",
    },
  },
});
