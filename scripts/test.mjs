// `npm test`: every test, unit to browser. Builds the site once, then runs the browser journeys
// against the production server.
import { execSync } from "node:child_process";

const run = (command, env = {}) => execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });

try {
  run("node scripts/ensure-test-packages.mjs");
  run("npx vitest run");
  run("npm run build", { NODE_ENV: "production" });
  run("npx playwright test");
} catch (error) {
  process.exit(typeof error.status === "number" ? error.status : 1);
}
