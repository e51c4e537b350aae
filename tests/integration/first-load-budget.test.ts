import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstLoadBytesOfHtml } from "../../bench/first-load.mjs";
import { liftOnTime } from "../../app/components/layout/LoadingOverlay";
import { handOverScript } from "../../app/components/sections/VideoPlayer";
import { editorApiCopy } from "../../app/site/pages/content";
import { type RunningServer, startServer } from "../support/server-process";

/**
 * What a first visit downloads, on the HTML the built server sends for every URL of its sitemap.
 * First-load JavaScript budget (gzip): 121 kB on content pages, 135 kB on pages that load the lead
 * form (its route module imports it: /Contact-us, /job-apply-form and the openings' pages, which show
 * it when they take applications by form). Inline scripts and words only the server writes are on
 * the pages and not a second time in the browser bundle.
 */

const CONTENT_BUDGET = 121_000;
const FORM_BUDGET = 135_000;

const buildDir = process.env.INTEGRATION_BUILD_DIR;
let server: RunningServer | undefined;
let pages: { path: string; html: string }[] = [];
/** The browser bundle's scripts. */
let clientFiles: { name: string; text: string }[] = [];

beforeAll(async () => {
  if (!buildDir) return;
  server = await startServer({ DATA_DIR: "data/it-first-load" });
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  pages = await Promise.all(
    paths.map(async (path) => ({ path, html: await (await fetch(`${server!.url}${path}`)).text() })),
  );
  const assets = path.join(buildDir, "client", "assets");
  clientFiles = readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({ name, text: readFileSync(path.join(assets, name), "utf8") }));
}, 120_000);

afterAll(() => server?.stop());

describe.skipIf(!buildDir)("first-load JavaScript stays within its budget", () => {
  it("on every page of the sitemap, form pages included", () => {
    expect(pages.length).toBeGreaterThan(40);
    const measured = pages.map(({ path, html }) => ({ path, ...firstLoadBytesOfHtml(buildDir ?? "", html) }));
    const forms = measured
      .filter(({ files }) => files.some((file) => file.url.startsWith("/assets/LeadForm-")))
      .map(({ path }) => path);
    expect(forms).toEqual(expect.arrayContaining(["/Contact-us", "/job-apply-form", "/careers/internship"]));
    expect(forms.filter((path) => !/^\/(Contact-us|job-apply-form|careers\/.+)$/.test(path))).toEqual([]);
    for (const { path, js, files } of measured) {
      const budget = forms.includes(path) ? FORM_BUDGET : CONTENT_BUDGET;
      const breakdown = files
        .filter((file) => file.url.endsWith(".js"))
        .map((file) => `${file.url} ${file.gzip}`)
        .join(", ");
      expect(js.gzip, `${path} loads ${js.gzip} B of gzip JavaScript: ${breakdown}`).toBeLessThanOrEqual(
        budget,
      );
    }
  });
});

/** The browser bundle's scripts that hold any of `texts`. */
const bundleFilesHolding = (texts: string[]) =>
  clientFiles.filter((file) => texts.some((text) => file.text.includes(text))).map((file) => file.name);

// What only the server writes stays out of the bundle: every page that ships it pays for bytes no
// visitor's browser runs or reads.
describe.skipIf(!buildDir)("server-only scripts and copy", () => {
  // A video's page is made from the videos collection.
  it.each([
    ["the loading overlay's", liftOnTime, "/terms-of-use"],
    ["the video player's hand-over", handOverScript, "/video/custom-reports"],
  ])("%s script is in the page and in no client asset", (_name, script, route) => {
    expect(pages.find((page) => page.path === route)?.html).toContain(script);
    // The bundle would hold the text as a template whose constants are still to be filled in, so
    // look for its opening, written before the first of them.
    expect(bundleFilesHolding([script.slice(0, 40)])).toEqual([]);
  });

  it("the editors' endpoints' messages are in no client asset", () => {
    const messages = Object.values(editorApiCopy).filter((value) => typeof value === "string");
    expect(messages.length).toBeGreaterThan(0);
    expect(bundleFilesHolding(messages)).toEqual([]);
  });
});
