import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstLoadBytesOfHtml } from "../../bench/first-load.mjs";
import { type RunningServer, startServer } from "../support/server-process";

/**
 * First-load JavaScript budget (gzip), counted on the HTML the built server sends for every URL of
 * its sitemap: 121 kB on content pages, 135 kB on pages that load the lead form (its route module
 * imports it: /Contact-us, /job-apply-form and the openings' pages, which show it when they take
 * applications by form).
 */

const CONTENT_BUDGET = 121_000;
const FORM_BUDGET = 135_000;

const buildDir = process.env.INTEGRATION_BUILD_DIR;
let server: RunningServer | undefined;
let pages: { path: string; html: string }[] = [];

beforeAll(async () => {
  if (!buildDir) return;
  server = await startServer({ DATA_DIR: "data/it-first-load" });
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  pages = await Promise.all(
    paths.map(async (path) => ({ path, html: await (await fetch(`${server!.url}${path}`)).text() })),
  );
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
