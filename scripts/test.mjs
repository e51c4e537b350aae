// `npm test`: every test, unit to browser. Builds the site once, then runs the unit and integration
// tests (the integration tests start that production build, as `npm start` would) beside the browser
// journeys against it: both spend much of their time waiting on servers, so two cores serve both.
// With POSTGRES_TEST_URL (.ci/run sets it), the suites that need PostgreSQL follow the vitest run.
import { execSync, spawn } from "node:child_process";

const run = (command, env = {}) => execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });

/** Runs the commands one after another; resolves with the first failing status, or 0. */
async function lane(commands) {
  for (const [command, env] of commands) {
    const child = spawn(command, { shell: true, stdio: "inherit", env: { ...process.env, ...env } });
    const status = await new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
    if (status !== 0) return status;
  }
  return 0;
}

const postgres = process.env.POSTGRES_TEST_URL;
try {
  run("node scripts/ensure-test-packages.mjs");
  run("npm run build", { NODE_ENV: "production" });
} catch (error) {
  process.exit(typeof error.status === "number" ? error.status : 1);
}
const statuses = await Promise.all([
  lane([
    ["npx vitest run", { INTEGRATION_BUILD_DIR: "build" }],
    // One file after another: the lead pipeline and the backups both empty the schema. The lead
    // pipeline once more; backups on PostgreSQL and across PostgreSQL and PGlite; concurrent wrong
    // tokens against the guessing limit (only PostgreSQL's pool can run a burst at once).
    ...(postgres
      ? [
          [
            "npx vitest run --no-file-parallelism tests/integration/leads.test.ts tests/integration/backup.test.ts tests/hostile/token-guess-burst.test.ts",
            { INTEGRATION_BUILD_DIR: "build", DATABASE_URL: postgres, LEADS_ONLY_POSTGRES: "1" },
          ],
        ]
      : []),
  ]),
  lane([["npx playwright test", {}]]),
]);
process.exit(statuses.find((status) => status !== 0) ?? 0);
