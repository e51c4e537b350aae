import type { ServerResponse } from "node:http";
import { serveForTest } from "./test-server";

/** A local server answering like Strapi's REST API (v4 or v5) for every collection, with switchable failures. */

export type FakeFile = { url: string; alternativeText?: string; medium?: string; large?: string };
export type FakeBlog = {
  id: number;
  /** Strapi 5's identity across edits; `doc{id}` when not given. */
  documentId?: string;
  Title: string;
  Description: string;
  Author?: string | null;
  Updated?: string | null;
  updatedAt?: string;
  publishedAt?: string;
  Image?: FakeFile[];
};
export type FakeNews = {
  id: number;
  documentId?: string;
  Title: string;
  Subheading?: string | null;
  Description: string;
  Date?: string | null;
  Image?: FakeFile[];
};

/** The collections whose entries are given attribute by attribute (blogs and news have types of their own). */
export type FakeCollection = "careers" | "team" | "case-studies" | "videos";
/** An entry of those: its attributes under Strapi's names, and its media attributes as files. */
export type FakeEntry = {
  id: number;
  documentId?: string;
  fields: Record<string, unknown>;
  /** One file (a single media attribute), a list (a multiple one), or null when nothing is uploaded. */
  media?: Record<string, FakeFile | FakeFile[] | null>;
};

export type FakeStrapiOptions = {
  version: "v4" | "v5";
  blogs: FakeBlog[];
  news: FakeNews[];
  /** Strapi's maxLimit: pages never hold more than this, whatever the client asks. */
  maxPageSize?: number;
  token?: string;
  /** Unpublished entries, listed only when drafts are asked for the version's way. */
  draftBlogs?: FakeBlog[];
  /** Entries of the other collections (none when not given), and their unpublished ones. */
  entries?: Partial<Record<FakeCollection, FakeEntry[]>>;
  draftEntries?: Partial<Record<FakeCollection, FakeEntry[]>>;
  /** Files of the media library by path (`/uploads/...`); any other upload is not found. */
  uploads?: Record<string, { type: string; body: Buffer }>;
};

function file(f: FakeFile, id: number, version: "v4" | "v5") {
  const formats = {
    ...(f.medium ? { medium: { url: f.medium, width: 750, height: 422 } } : {}),
    ...(f.large ? { large: { url: f.large, width: 1000, height: 563 } } : {}),
  };
  const attrs = {
    name: f.url.split("/").pop(),
    alternativeText: f.alternativeText ?? null,
    width: 1200,
    height: 675,
    url: f.url,
    formats,
  };
  return version === "v4" ? { id, attributes: attrs } : { id, documentId: `file${id}`, ...attrs };
}

/** A media attribute as the version shapes it: v4 wraps it in { data }, v5 gives the file(s) or null. */
function mediaValue(files: FakeFile | FakeFile[] | null, firstId: number, version: "v4" | "v5") {
  const shaped = (list: FakeFile[]) => list.map((f, i) => file(f, firstId + i, version));
  const value = Array.isArray(files) ? shaped(files) : files ? shaped([files])[0]! : null;
  if (version === "v5") return value;
  return { data: Array.isArray(value) && value.length === 0 ? null : value };
}

function shapedEntry(
  id: number,
  documentId: string | undefined,
  fields: Record<string, unknown>,
  media: Record<string, FakeFile | FakeFile[] | null>,
  version: "v4" | "v5",
) {
  const files = Object.fromEntries(
    Object.entries(media).map(([name, value], n) => [name, mediaValue(value, id * 100 + n * 10, version)]),
  );
  const attributes = { ...fields, createdAt: "2024-01-01T00:00:00.000Z", ...files };
  if (version === "v4") return { id, attributes };
  return { id, documentId: documentId ?? `doc${id}`, ...attributes };
}

function entry(item: FakeBlog | FakeNews | FakeEntry, version: "v4" | "v5") {
  if ("fields" in item) return shapedEntry(item.id, item.documentId, item.fields, item.media ?? {}, version);
  const { id, documentId, Image, ...fields } = item;
  return shapedEntry(id, documentId, fields, { Image: Image ?? [] }, version);
}

const fakeCollections: readonly FakeCollection[] = ["careers", "team", "case-studies", "videos"];

export async function startFakeStrapi(options: FakeStrapiOptions) {
  const state = {
    /** How many of the coming requests answer 500, and for which path alone (any when unset). */
    failures: { count: 0, path: undefined as string | undefined },
    requests: [] as { path: string; page: number; query: string }[],
    /** Paths of the media files asked for, kept apart from the API's requests. */
    uploadRequests: [] as string[],
    /** Requests accepted but not answered while hanging (a Strapi that takes connections and stalls). */
    held: [] as ServerResponse[],
    hanging: false,
    options,
  };
  const served = await serveForTest((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname.startsWith("/uploads/")) {
      state.uploadRequests.push(url.pathname);
      const upload = options.uploads?.[url.pathname];
      res.writeHead(upload ? 200 : 404, { "Content-Type": upload?.type ?? "text/plain" });
      res.end(upload?.body ?? "Not Found");
      return;
    }
    const page = Number(url.searchParams.get("pagination[page]") ?? 1);
    state.requests.push({ path: url.pathname, page, query: url.search });
    if (state.hanging) {
      state.held.push(res);
      return;
    }
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const fail = (status: number, name: string, message: string) =>
      send(status, { data: null, error: { status, name, message } });
    if (state.failures.count > 0 && (state.failures.path ?? url.pathname) === url.pathname) {
      state.failures.count--;
      return fail(500, "InternalServerError", "Internal Server Error");
    }
    if (options.token && req.headers.authorization !== `Bearer ${options.token}`)
      return fail(401, "UnauthorizedError", "Missing or invalid credentials");
    // Strapi 4 lists drafts with publicationState=preview, Strapi 5 with status=draft; each ignores
    // the other's parameter.
    const drafts =
      options.version === "v4"
        ? url.searchParams.get("publicationState") === "preview"
        : url.searchParams.get("status") === "draft";
    const collections: Record<string, (FakeBlog | FakeNews | FakeEntry)[]> = {
      "/api/northpeak-website-blogs": [...options.blogs, ...(drafts ? (options.draftBlogs ?? []) : [])],
      "/api/northpeak-website-news": options.news,
    };
    for (const kind of fakeCollections)
      collections[`/api/northpeak-website-${kind}`] = [
        ...(options.entries?.[kind] ?? []),
        ...(drafts ? (options.draftEntries?.[kind] ?? []) : []),
      ];
    const items = collections[url.pathname];
    if (!items) return fail(404, "NotFoundError", "Not Found");
    const asked = Number(url.searchParams.get("pagination[pageSize]") ?? 25);
    const pageSize = Math.min(asked, options.maxPageSize ?? 100);
    const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
    const slice = items.slice((page - 1) * pageSize, page * pageSize);
    send(200, {
      data: slice.map((item) => entry(item, options.version)),
      meta: { pagination: { page, pageSize, pageCount, total: items.length } },
    });
  });
  return {
    ...served,
    state,
    /** The next n requests (for `path` alone, if given) answer 500. */
    failNext(n: number, only: { path?: string } = {}) {
      state.failures = { count: n, path: only.path };
    },
    /** From now on requests are taken and never answered, until `release` drops them. */
    hang() {
      state.hanging = true;
    },
    release() {
      state.hanging = false;
      for (const res of state.held.splice(0)) res.destroy();
    },
  };
}

export type FakeStrapi = Awaited<ReturnType<typeof startFakeStrapi>>;

/** Ten blog posts and three news items in the CMS's attribute names, with relative media. */
export function sampleContent() {
  const blogs: FakeBlog[] = Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    Title: `Strapi post number ${i + 1}: payer files & you`,
    Description: `<p>Body of post ${i + 1} with <strong>markup</strong> &amp; entities.</p><script>alert(${i})</script><img src="/uploads/inline_${i + 1}.png" onerror="alert(1)">`,
    Author: i % 2 === 0 ? `Author ${i + 1}` : null,
    Updated: `2025-0${(i % 9) + 1}-1${i % 10}`,
    updatedAt: "2025-10-01T00:00:00.000Z",
    publishedAt: "2025-01-01T00:00:00.000Z",
    Image: [
      {
        url: `/uploads/post_${i + 1}.png`,
        alternativeText: `Art for post ${i + 1}`,
        medium: `/uploads/medium_post_${i + 1}.png`,
        large: `/uploads/large_post_${i + 1}.png`,
      },
    ],
  }));
  const news: FakeNews[] = [
    {
      id: 7,
      Title: "Strapi news seven",
      Subheading: "<p>Sub <em>seven</em></p>",
      Description: "<p>Seven body</p>",
      Date: "2025-05-01",
      Image: [{ url: "/uploads/n7a.png" }, { url: "https://cdn.example.com/n7b.png" }],
    },
    {
      id: 8,
      Title: "Strapi news eight",
      Subheading: null,
      Description: "<p>Eight body</p>",
      Date: "2025-07-01",
      Image: [{ url: "/uploads/n8a.png" }],
    },
    // A blank subheading as an editor's stray non-breaking space leaves it.
    {
      id: 9,
      Title: "Strapi news nine",
      Subheading: "\u00a0",
      Description: "<p>Nine body</p>",
      Date: null,
      Image: [],
    },
  ];
  return { blogs, news };
}

/** One entry of each other collection, every attribute set, in the names of scripts/strapi/project. */
export function sampleEntries(): Record<FakeCollection, FakeEntry[]> {
  return {
    careers: [
      {
        id: 21,
        fields: {
          Title: "Data engineer",
          Slug: "data-engineer",
          PageTitle: null,
          Intro: "Two remote data engineering openings.",
          OpeningStatus: "open",
          ClosesAtDeadline: true,
          Summary: "Build the pipelines that read payer files.",
          Openings: 2,
          EmploymentType: "FULL_TIME",
          Workplace: "Remote",
          Location: "Kathmandu, Nepal",
          Experience: "3+ years",
          Posted: "2025-06-01",
          Deadline: "2025-07-15",
          Description: "## Duties\n\n- Own **pipelines**",
          ApplyBy: "email",
          ApplyEmail: "jobs@northpeak.example",
          ApplyTitle: "Apply for data engineer",
          ApplyText: "Send your CV by email.",
          OtherOpenings: ["internship"],
        },
      },
    ],
    team: [
      {
        id: 31,
        fields: {
          Name: "Mina Rai",
          Role: "Head of data",
          Group: "board",
          Order: 5,
          LinkedIn: "https://linkedin.example/in/mina-rai",
          Bio: "Mina leads *data*.",
        },
        media: { Photo: { url: "/uploads/mina.png", alternativeText: "Mina Rai" } },
      },
    ],
    "case-studies": [
      {
        id: 41,
        fields: {
          Title: "Claims platform",
          Slug: "claims-platform",
          Heading: "A claims platform",
          PageTitle: "Case Study: Claims platform",
          Intro: "Claims read in minutes.",
          Group: "Products",
          Order: 20,
          Summary: "A platform that reads claims.",
          Description: "<p>The story</p>",
          Facts: [{ label: "Client", value: "A payer" }],
          Results: [{ value: "10x", label: "faster" }],
          Technologies: ["TypeScript"],
        },
        media: {
          Icon: { url: "/uploads/icon.svg" },
          Cover: { url: "/uploads/cover.png", alternativeText: "Cover" },
        },
      },
    ],
    videos: [
      {
        id: 51,
        fields: {
          Title: "Build a query",
          Slug: "build-a-query",
          Order: 10,
          Minutes: 4,
          UploadDate: "2025-03-10",
          Description: "Filter rates by plan.",
        },
        media: {
          Video: { url: "/uploads/query.mp4" },
          Captions: { url: "/uploads/query.vtt" },
          Poster: { url: "/uploads/query.png", alternativeText: "Query builder" },
        },
      },
    ],
  };
}
