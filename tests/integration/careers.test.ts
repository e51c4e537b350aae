import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_SCRIPT_TOKEN_FIELD } from "../../app/leads/shared/contract";
import { type RunningServer, startServer } from "../support/server-process";

/**
 * The job openings' pages as the built server answers them: their head, how caches may keep them
 * (a page with a form never shared) and the opening an application names.
 */

const buildDir = process.env.INTEGRATION_BUILD_DIR;
let site: RunningServer;

beforeAll(async () => {
  if (!buildDir) return;
  site = await startServer({ DATA_DIR: "data/it-careers" });
}, 90_000);
afterAll(() => site?.stop());

const get = (pagePath: string) => fetch(`${site.url}${pagePath}`, { redirect: "manual" });
const publicUrl = (pagePath: string) => `http://localhost:${new URL(site.url).port}${pagePath}`;
const tokenOf = (html: string) =>
  new RegExp(`name="${NO_SCRIPT_TOKEN_FIELD}" value="([^"]+)"`).exec(html)?.[1] ?? "no token";

describe.skipIf(!buildDir)("the careers pages over HTTP", () => {
  it("an opening's page has its own title, intro, canonical URL and sitemap entry", async () => {
    const html = await (await get("/careers/internship")).text();
    expect(html).toContain("<title>Internship in Kathmandu");
    expect(html).toContain(
      'name="description" content="25 on-site internship openings in Kathmandu. Selection by a written exam followed by an in-person interview."',
    );
    expect(html).toContain(`rel="canonical" href="${publicUrl("/careers/internship")}"`);
    const sitemap = await (await get("/sitemap.xml")).text();
    for (const slug of ["internship", "uiux-engineer", "senior-mob-app-dev"])
      expect(sitemap).toContain(`<loc>${publicUrl(`/careers/${slug}`)}</loc>`);
    expect((await get("/careers/no-such-opening")).status).toBe(404);
  });

  it("a page with the apply form is never shared: each visitor gets a fresh no-script question", async () => {
    const [first, second] = await Promise.all([get("/careers/internship"), get("/careers/internship")]);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(tokenOf(await first.text())).not.toBe(tokenOf(await second.text()));
    // A page without a form is the same for everyone, made once per content version.
    const shared = await get("/careers/uiux-engineer");
    expect(shared.headers.get("cache-control")).toMatch(/^public/);
    expect((await get("/careers")).headers.get("cache-control")).toMatch(/^public/);
  });

  it("the apply form sends the opening's key with the application, with or without JavaScript", async () => {
    const html = await (await get("/careers/internship")).text();
    // The seeded internship's key: its file's id (content/careers/internship.md).
    expect(html).toMatch(/<input type="hidden" name="opening" value="1"\/?>/);
  });
});
