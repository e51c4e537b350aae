// `npm test`: every test, unit to browser. Builds the site once, then runs the unit and integration
// tests (the integration tests start that production build, as `npm start` would) and the browser
// journeys against it.
import { execSync } from "node:child_process";

const run = (command, env = {}) => execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });

try {
  run("node scripts/ensure-test-packages.mjs");
  run("npm run build", { NODE_ENV: "production" });
  run("npx vitest run", { INTEGRATION_BUILD_DIR: "build" });
  run("npx playwright test");
} catch (error) {
  process.exit(typeof error.status === "number" ? error.status : 1);
}
