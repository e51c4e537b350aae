// `npm test`: every test, unit to browser. Builds the site once, then runs the unit and integration
// tests (the integration tests start that production build, as `npm start` would) and the browser
// journeys against it. With POSTGRES_TEST_URL (.ci/run sets it), the suites that need PostgreSQL run
// beside the browser journeys: they mostly wait on their servers, which the journeys' CPU work fills.
import { execSync, spawn } from "node:child_process";

const run = (command, env = {}) => execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });

/** Starts a command; resolves with its exit status. */
const started = (command, env = {}) =>
  new Promise((resolve) =>
    spawn(command, { shell: true, stdio: "inherit", env: { ...process.env, ...env } }).on("exit", (code) =>
      resolve(code ?? 1),
    ),
  );

const postgres = process.env.POSTGRES_TEST_URL;
try {
  run("node scripts/ensure-test-packages.mjs");
  run("npm run build", { NODE_ENV: "production" });
  run("npx vitest run", { INTEGRATION_BUILD_DIR: "build" });
} catch (error) {
  process.exit(typeof error.status === "number" ? error.status : 1);
}
const statuses = await Promise.all([
  started("npx playwright test"),
  // One file after another: the lead pipeline and the backups both empty the schema. The lead
  // pipeline once more; backups on PostgreSQL and across PostgreSQL and PGlite; concurrent wrong
  // tokens against the guessing limit (only PostgreSQL's pool can run a burst at once).
  postgres
    ? started(
        "npx vitest run --no-file-parallelism tests/integration/leads.test.ts tests/integration/backup.test.ts tests/hostile/token-guess-burst.test.ts",
        { INTEGRATION_BUILD_DIR: "build", DATABASE_URL: postgres, LEADS_ONLY_POSTGRES: "1" },
      )
    : 0,
]);
process.exit(statuses.find((status) => status !== 0) ?? 0);
