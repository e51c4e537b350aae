import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkedFetch } from "../support/checked-fetch";
import { type RunningServer, repoRoot, startServer } from "../support/server-process";

/**
 * An editor's day with each collection kept outside the code, on the built server and local files:
 * add an item, change it, preview a draft, remove it; each step shows on the pages without a restart.
 */

const SECRET = "preview-secret-for-the-collections-journey-01";
const TOKEN = "revalidate-token-for-the-collections-journey";

let contentDir = "";
let server: RunningServer;

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(tmpdir(), "collections-journey-"));
  await cp(path.join(repoRoot, "content"), contentDir, { recursive: true });
  server = await startServer({
    CONTENT_DIR: contentDir,
    CONTENT_CACHE_TTL_SECONDS: "3600",
    PREVIEW_SECRET: SECRET,
    REVALIDATE_TOKEN: TOKEN,
    DATA_DIR: "data/it-collections-journey",
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await rm(contentDir, { recursive: true, force: true });
});

const get = (urlPath: string, cookie?: string) =>
  checkedFetch(`${server.url}${urlPath}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const text = async (urlPath: string, cookie?: string) => (await get(urlPath, cookie)).text();

/** What an editor does after saving files: asks the site to read its content now. */
async function publish() {
  const response = await checkedFetch(`${server.url}/api/revalidate`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
}

/** The preview cookie an editor's preview link sets. */
async function previewCookie(type: string, id: number) {
  const link = await get(`/api/preview?secret=${SECRET}&type=${type}&id=${id}`);
  expect(link.status).toBe(307);
  return (link.headers.get("set-cookie") ?? "").split(";")[0]!;
}

type Journey = {
  folder: string;
  /** The preview link's type. */
  type: string;
  /** The page that lists the collection. */
  listPath: string;
  /** The item's own page, if items have one. */
  itemPath?: (slug: string) => string;
  /** What its page's structured data says, where search engines read any. */
  structured?: string;
  file: (fields: { id: number; title: string; slug: string; draft?: boolean }) => string;
};

const journeys: Journey[] = [
  {
    folder: "careers",
    type: "opening",
    listPath: "/careers",
    itemPath: (slug) => `/careers/${slug}`,
    structured: '"@type":"JobPosting"',
    file: ({ id, title, slug, draft }) =>
      `---\nid: ${id}\ntitle: ${title}\nslug: ${slug}\nintro: A role in our data team.\nstatus: open\nsummary: Build the pipelines.\nopenings: 2\nemploymentType: FULL_TIME\nworkplace: On-site\nlocation: Kathmandu, Nepal\nexperience: 3+ years\nposted: 2026-11-01\ndeadline: 2099-12-31\napplyBy: apply-page\napplyTitle: How to apply\napplyText: Use the application form.\n${draft ? "draft: true\n" : ""}---\n## Responsibilities\n\n- Load payer files.\n`,
  },
  {
    folder: "case-studies",
    type: "case-study",
    listPath: "/insights",
    itemPath: (slug) => `/insights/${slug}`,
    file: ({ id, title, slug, draft }) =>
      `---\nid: ${id}\ntitle: ${title}\nslug: ${slug}\nheading: How ${title} works\nintro: A platform for a water utility.\ngroup: Services\norder: 5\nsummary: Leak alerts in days.\nicon: /images/insights/iot.svg\ncover:\n  url: /images/insights/cover-iot.svg\n  alt: A sensor\n  width: 480\n  height: 320\nfacts: []\nresults: []\ntechnologies: []\n${draft ? "draft: true\n" : ""}---\n## The solution\n\nSensors on every main.\n`,
  },
  {
    folder: "team",
    type: "person",
    listPath: "/our-team",
    file: ({ id, title, draft }) =>
      `---\nid: ${id}\ntitle: ${title}\nrole: Data Engineer\ngroup: team\norder: 5\n${draft ? "draft: true\n" : ""}---\nBuilds the pipelines.\n`,
  },
];

describe.each(journeys)("the $folder collection", (journey) => {
  const id = 900;
  const write = (fields: { title: string; slug: string; draft?: boolean }) =>
    writeFile(path.join(contentDir, journey.folder, "journey.md"), journey.file({ id, ...fields }));

  it("shows an added item, then its change, on its pages and in the sitemap, without a restart", async () => {
    await write({ title: "Asha Rai", slug: "journey-item" });
    await publish();
    expect(await text(journey.listPath)).toContain("Asha Rai");
    const sitemap = await text("/sitemap.xml");
    if (journey.itemPath) {
      const page = await text(journey.itemPath("journey-item"));
      expect(page).toContain("Asha Rai");
      if (journey.structured) expect(page).toContain(journey.structured);
      expect(sitemap).toContain(journey.itemPath("journey-item"));
    } else expect(sitemap).toContain(journey.listPath);

    await write({ title: "Asha Rai-Shrestha", slug: "journey-item-renamed" });
    await publish();
    expect(await text(journey.listPath)).toContain("Asha Rai-Shrestha");
    if (journey.itemPath) {
      const old = await get(journey.itemPath("journey-item"));
      expect(old.status).toBe(301);
      expect(old.headers.get("location")).toBe(journey.itemPath("journey-item-renamed"));
    }
  });

  it("shows a draft only in the editors' preview, and a removed item nowhere", async () => {
    await write({ title: "Draft Person", slug: "journey-item-renamed", draft: true });
    await publish();
    expect(await text(journey.listPath)).not.toContain("Draft Person");
    const cookie = await previewCookie(journey.type, id);
    expect(await text(journey.listPath, cookie)).toContain("Draft Person");

    await rm(path.join(contentDir, journey.folder, "journey.md"));
    await publish();
    expect(await text(journey.listPath)).not.toContain("Asha Rai");
    if (journey.itemPath) expect((await get(journey.itemPath("journey-item-renamed"))).status).toBe(410);
  });
});
