import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goneCopy } from "../../app/site/message-pages";
import { videoSeries } from "../../app/site/videos";
import { checkedFetch } from "../support/checked-fetch";
import { send, staffSignIn } from "../support/front-checks";
import { ADMIN_TOKEN, postLead } from "../support/lead-client";
import { type RunningServer, repoRoot, startServer } from "../support/server-process";

/**
 * An editor's day with each collection kept outside the code, on the built server and local files:
 * add an item, change it, preview a draft, remove it; each step shows on the pages without a restart.
 * Then the openings' own pages: their head, how caches may keep them, and the opening a form names.
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
    ADMIN_TOKEN,
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

/** A video's file: the series' build-query clip and poster under another slug. */
function videoFile(front: { id: number; slug: string; title: string; order: number; draft?: boolean }) {
  return [
    "---",
    `id: ${front.id}`,
    `title: "${front.title}"`,
    `slug: "${front.slug}"`,
    ...(front.draft ? ["draft: true"] : []),
    `order: ${front.order}`,
    "minutes: 2",
    'url: "/media/build-query.mp4"',
    'captions: "/media/build-query.vtt"',
    "poster:",
    '  url: "/images/videos/build-query.jpg"',
    "  width: 640",
    "  height: 360",
    "uploadDate: 2026-11-20",
    "---",
    "",
    `What ${front.title} shows.`,
    "",
  ].join("\n");
}

type Journey = {
  folder: string;
  /** The preview link's type. */
  type: string;
  /** The page that lists the collection. */
  listPath: string;
  /** The item's own page, if items have one. */
  itemPath?: (slug: string) => string;
  /** Where a removed item's page points, if items have pages. */
  gone?: { label: string; href: string };
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
    gone: goneCopy.links.careers,
    structured: '"@type":"JobPosting"',
    file: ({ id, title, slug, draft }) =>
      `---\nid: ${id}\ntitle: ${title}\nslug: ${slug}\nintro: A role in our data team.\nstatus: open\nsummary: Build the pipelines.\nopenings: 2\nemploymentType: FULL_TIME\nworkplace: On-site\nlocation: Kathmandu, Nepal\nexperience: 3+ years\nposted: 2026-11-01\ndeadline: 2099-12-31\napplyBy: apply-page\napplyTitle: How to apply\napplyText: Use the application form.\n${draft ? "draft: true\n" : ""}---\n## Responsibilities\n\n- Load payer files.\n`,
  },
  {
    folder: "case-studies",
    type: "case-study",
    listPath: "/insights",
    itemPath: (slug) => `/insights/${slug}`,
    gone: goneCopy.links["case-studies"],
    file: ({ id, title, slug, draft }) =>
      `---\nid: ${id}\ntitle: ${title}\nslug: ${slug}\nheading: How ${title} works\nintro: A platform for a water utility.\ngroup: Services\norder: 5\nsummary: Leak alerts in days.\nicon: /images/insights/iot.svg\ncover:\n  url: /images/insights/cover-iot.svg\n  alt: A sensor\n  width: 480\n  height: 320\nfacts: []\nresults: []\ntechnologies: []\n${draft ? "draft: true\n" : ""}---\n## The solution\n\nSensors on every main.\n`,
  },
  {
    folder: "team",
    type: "person",
    listPath: "/our-team",
    file: ({ id, title, draft }) =>
      `---\nid: ${id}\ntitle: ${title}\nrole: Data Engineer\ngroup: team\norder: 5\nupdated: 2099-01-02\n${draft ? "draft: true\n" : ""}---\nBuilds the pipelines.\n`,
  },
  {
    folder: "videos",
    type: "video",
    listPath: "/media",
    itemPath: (slug) => `/video/${slug}`,
    gone: goneCopy.links.videos,
    structured: '"@type":"VideoObject"',
    file: (fields) => videoFile({ ...fields, order: 95 }),
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
    } else {
      // People have no page: the newest change to one dates the page that shows them.
      expect(sitemap).toContain(`${journey.listPath}</loc><lastmod>2099-01-02</lastmod>`);
      expect(sitemap.split(`${journey.listPath}</loc>`)).toHaveLength(2);
    }

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
    const preview = await get(journey.listPath, cookie);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const previewHtml = await preview.text();
    expect(previewHtml).toContain("Draft Person");
    // The banner that says drafts are shown, and leads back to this page as visitors see it.
    expect(previewHtml).toContain(`href="/api/preview/exit?path=${encodeURIComponent(journey.listPath)}"`);
    if (journey.itemPath) {
      // Back in draft, the item is gone for visitors as if removed.
      expect((await get(journey.itemPath("journey-item-renamed"))).status).toBe(410);
      expect(await text(journey.itemPath("journey-item-renamed"), cookie)).toContain("Draft Person");
    }

    await rm(path.join(contentDir, journey.folder, "journey.md"));
    await publish();
    expect(await text(journey.listPath)).not.toContain("Asha Rai");
    if (journey.itemPath && journey.gone) {
      const removed = await get(journey.itemPath("journey-item-renamed"));
      expect(removed.status).toBe(410);
      const page = await removed.text();
      expect(page).toContain(`<h1 class="text-4xl font-bold text-navy-900">${goneCopy.page.heading}</h1>`);
      expect(page).toContain(`<title>${goneCopy.page.title}`);
      expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(page).toContain(goneCopy.text);
      const { href, label } = journey.gone;
      expect(page).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>${label}</a>`));
    }
  });
});

describe("the video series", () => {
  /** The links of the series' list (and its Watch Now) on a page, in order. */
  const videoLinks = (html: string) =>
    [...html.matchAll(/<a[^>]* href="(\/video\/[^"]+)"/g)].map(([, href]) => href);

  it("counts an added video in the duration line, lists it beside every video, and redirects its short link", async () => {
    expect(await text("/media")).toContain("3 Min | 9 Videos");
    await writeFile(
      path.join(contentDir, "videos", "claims-export.md"),
      videoFile({ id: 910, slug: "claims-export", title: "Claims Export", order: 100 }),
    );
    await publish();
    const media = await text("/media");
    expect(media).toContain("3 Min | 10 Videos");
    expect(videoLinks(media).at(-1)).toBe("/video/claims-export");
    const html = await text("/video/claims-export");
    expect(html).toMatch(/<h1[^>]*>PRIZM Walkthrough: Claims Export<\/h1>/);
    expect(html).toContain("2 Min | 10 Videos");
    expect(html).toContain("What Claims Export shows.");
    const current = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map(([tag]) => tag);
    expect(current).toEqual([expect.stringContaining('href="/video/claims-export"')]);
    expect(videoLinks(await text("/video/build-query"))).toContain("/video/claims-export");
    // The side links without /video find a video the server has never been built with.
    const short = await get("/Claims-Export");
    expect([short.status, short.headers.get("location")]).toEqual([301, "/video/claims-export"]);
  });

  // An unknown video's 404 page: site-http.test.ts.
  it("an old side link still redirects, beside the added video's", async () => {
    const old = await get("/mrf-data-overview");
    expect([old.status, old.headers.get("location")]).toEqual([301, "/video/mrf-data-overview"]);
    // A client-side navigation's request for a video's data gets the data, not a redirect to its page.
    const data = await get("/video/custom-reports.data");
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("Custom Report");
  });

  it("with every video removed, /media still shows the series' text, without a video to watch", async () => {
    await rm(path.join(contentDir, "videos"), { recursive: true });
    await publish();
    const media = await get("/media");
    expect(media.status).toBe(200);
    const html = await media.text();
    expect(html).toContain(videoSeries.tagline);
    // No list, and no Watch Now: no link to a video at all.
    expect(videoLinks(html)).toEqual([]);
  });
});

describe.skipIf(!process.env.INTEGRATION_BUILD_DIR)("the openings' pages", () => {
  const publicUrl = (pagePath: string) => `http://localhost:${new URL(server.url).port}${pagePath}`;

  // A page with the apply form is never shared, each visitor with a fresh no-script question: front.test.ts.
  // An opening's sitemap entry: the journey above.
  it("an opening's page has its own title, intro, canonical URL and the opening its form names", async () => {
    const html = await text("/careers/internship");
    // The seeded internship's key: its file's id (content/careers/internship.md).
    expect(html).toMatch(/<input type="hidden" name="opening" value="1"\/?>/);
    expect(html).toContain("<title>Internship in Kathmandu");
    expect(html).toContain(
      'name="description" content="25 on-site internship openings in Kathmandu. Selection by a written exam followed by an in-person interview."',
    );
    expect(html).toContain(`rel="canonical" href="${publicUrl("/careers/internship")}"`);
    expect((await get("/careers/no-such-opening")).status).toBe(404);
  });

  it("a page without the apply form is the same for everyone, made once per content version", async () => {
    expect((await get("/careers/uiux-engineer")).headers.get("cache-control")).toMatch(/^public/);
    expect((await get("/careers")).headers.get("cache-control")).toMatch(/^public/);
  });

  it("staff see the opening an application is for by its title", async () => {
    const posted = await postLead(server, {
      form: "job-apply",
      // No phone: the contact form's format is not the applications' (digits only).
      fields: {
        name: "Asha Rai",
        email: "asha.applicant@example.com",
        contact: undefined,
        message: "Applying.",
        opening: "1",
      },
    });
    expect(posted.status).toBe(200);
    const { cookie } = await staffSignIn(server.url, ADMIN_TOKEN);
    const staffPage = await send(`${server.url}/staff/leads?q=asha.applicant`, {
      headers: { Cookie: cookie ?? "" },
    });
    // The title comes from the collection; the key stays beside it.
    expect(staffPage.text).toMatch(/Opening(<!-- -->)?: (<!-- -->)?Internship <code[^>]*>1<\/code>/);
  });
});
