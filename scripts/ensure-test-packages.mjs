// Installs the Debian packages the tests drive when they are missing: Chromium's headless shell for
// the browser journeys unless CHROME_PATH names another browser (never a browser download of
// Playwright's own), nginx for the production-front test, and the tools the deploy/ files are
// checked with (systemd-analyze, logrotate).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const needed = [
  ...(process.env.CHROME_PATH
    ? []
    : [{ binary: "/usr/bin/chromium-headless-shell", pkg: "chromium-headless-shell" }]),
  { binary: "/usr/sbin/nginx", pkg: "nginx-light" },
  { binary: "/usr/bin/systemd-analyze", pkg: "systemd" },
  { binary: "/usr/sbin/logrotate", pkg: "logrotate" },
];
const missing = needed.filter(({ binary }) => !existsSync(binary)).map(({ pkg }) => pkg);
if (missing.length > 0) {
  console.log(`installing Debian's ${missing.join(", ")}…`);
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
    { stdio: "inherit" },
  );
}
