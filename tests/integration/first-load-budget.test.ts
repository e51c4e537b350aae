import { describe, expect, it } from "vitest";
import { staticPages } from "../../app/site/pages/index";
import { firstLoadBytes } from "../../bench/first-load.mjs";

/** First-load JavaScript budget (gzip): 121 kB on content pages, 135 kB with the lead form, every prerendered page. */

const CONTENT_BUDGET = 121_000;
const FORM_BUDGET = 135_000;

/** Pages whose route module renders the lead form; the home page's demo form loads on demand. */
const formPages = new Set(["/Contact-us", "/job-apply-form"]);

const buildDir = process.env.INTEGRATION_BUILD_DIR;

describe.skipIf(!buildDir)("first-load JavaScript stays within its budget", () => {
  it.each(staticPages.map((page) => page.path))("%s", (path) => {
    const { js, files } = firstLoadBytes(buildDir ?? "", path);
    const budget = formPages.has(path) ? FORM_BUDGET : CONTENT_BUDGET;
    const breakdown = files
      .filter((file) => file.url.endsWith(".js"))
      .map((file) => `${file.url} ${file.gzip}`)
      .join(", ");
    expect(js.gzip, `${path} loads ${js.gzip} B of gzip JavaScript: ${breakdown}`).toBeLessThanOrEqual(
      budget,
    );
  });

  it("knows every form page it budgets for", () => {
    const prerendered = new Set(staticPages.map((page) => page.path));
    expect([...formPages].filter((path) => !prerendered.has(path))).toEqual([]);
  });
});
