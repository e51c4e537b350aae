// Installs Debian's Chromium when it is missing; never downloads a browser of Playwright's own.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.log(`${chromium} is missing: installing Debian's chromium package…`);
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: "inherit",
    },
  );
}
