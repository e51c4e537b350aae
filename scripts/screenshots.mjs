// `npm run screenshots`: every page of app/site/pages (plus one blog post and one news item from
// the sitemap) at 375 px and 1280 px, full length, into screenshots/ (gitignored).
// It serves the existing build (BUILD_DIR, default "build"; run `npm run build` first) on a free
// port as `npm run serve` would, and with Debian's Chromium waits out the 1 s loading overlay
// before each shot.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { tsImport } from "tsx/esm/api";
import { serverEntry, startServer } from "../tests/support/site-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const outDir = path.join(root, "screenshots");
const widths = [375, 1280];

if (!existsSync(path.join(root, serverEntry(buildDir)))) {
  console.error(`No build in ${buildDir}/: run \`npm run build\` first.`);
  process.exit(1);
}

const { staticPages, contentListPages } = await tsImport("../app/site/pages/index.ts", import.meta.url);

const slug = (route) => (route === "/" ? "home" : route.slice(1).replace(/[^\w-]+/g, "_"));

const server = await startServer({ buildDir, inheritEnv: true });
const origin = server.url;
try {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const details = [locs.find((p) => /^\/blogs\/\d+\//.test(p)), locs.find((p) => /^\/news\/\d+/.test(p))];
  const routes = [...staticPages, ...contentListPages].map((p) => p.path).concat(details.filter(Boolean));

  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 812 : 800 },
      // Animate-on-scroll hides sections outside the viewport; a full-page shot shows them all.
      reducedMotion: "reduce",
    });
    // A returning visitor: the home page's first-visit preloader stays away.
    await context.addInitScript(() => window.localStorage.setItem("hasVisited", "true"));
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`${origin}${route}`, { waitUntil: "networkidle" });
      await page.getByTestId("loading-overlay").waitFor({ state: "hidden", timeout: 5_000 });
      const file = path.join(outDir, `${slug(route)}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${route} @ ${width}px → ${path.relative(root, file)}`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
