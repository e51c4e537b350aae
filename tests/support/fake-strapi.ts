import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A local server answering like Strapi's REST API (v4 or v5) for blogs and news, with switchable failures. */

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

export type FakeStrapiOptions = {
  version: "v4" | "v5";
  blogs: FakeBlog[];
  news: FakeNews[];
  /** Strapi's maxLimit: pages never hold more than this, whatever the client asks. */
  maxPageSize?: number;
  productKey?: string;
  token?: string;
  /** A fixed port, so a drill can stop it and bring it back at the same URL. */
  port?: number;
  /** Unpublished entries, listed only when drafts are asked for the version's way. */
  draftBlogs?: FakeBlog[];
  draftNews?: FakeNews[];
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

function entry(item: FakeBlog | FakeNews, version: "v4" | "v5") {
  const { id, documentId, Image, ...fields } = item;
  const files = (Image ?? []).map((f, i) => file(f, id * 10 + i, version));
  if (version === "v4") {
    return {
      id,
      attributes: {
        ...fields,
        createdAt: "2024-01-01T00:00:00.000Z",
        Image: { data: files.length ? files : null },
      },
    };
  }
  return {
    id,
    documentId: documentId ?? `doc${id}`,
    ...fields,
    createdAt: "2024-01-01T00:00:00.000Z",
    Image: files,
  };
}

export async function startFakeStrapi(options: FakeStrapiOptions) {
  const key = options.productKey ?? "northpeak";
  const state = {
    /** How many of the coming requests answer 500, and for which path alone (any when unset). */
    failures: { count: 0, path: undefined as string | undefined },
    requests: [] as { path: string; auth?: string; page: number; query: string }[],
    /** Requests accepted but not answered while hanging (a Strapi that takes connections and stalls). */
    held: [] as ServerResponse[],
    hanging: false,
    options,
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const page = Number(url.searchParams.get("pagination[page]") ?? 1);
    state.requests.push({ path: url.pathname, auth: req.headers.authorization, page, query: url.search });
    if (state.hanging) {
      state.held.push(res);
      return;
    }
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (state.failures.count > 0 && (state.failures.path ?? url.pathname) === url.pathname) {
      state.failures.count--;
      return send(500, {
        data: null,
        error: { status: 500, name: "InternalServerError", message: "Internal Server Error" },
      });
    }
    if (options.token && req.headers.authorization !== `Bearer ${options.token}`) {
      return send(401, {
        data: null,
        error: { status: 401, name: "UnauthorizedError", message: "Missing or invalid credentials" },
      });
    }
    // Strapi 4 lists drafts with publicationState=preview, Strapi 5 with status=draft; each ignores
    // the other's parameter.
    const drafts =
      state.options.version === "v4"
        ? url.searchParams.get("publicationState") === "preview"
        : url.searchParams.get("status") === "draft";
    const collections: Record<string, (FakeBlog | FakeNews)[]> = {
      [`/api/${key}-website-blogs`]: [
        ...state.options.blogs,
        ...(drafts ? (state.options.draftBlogs ?? []) : []),
      ],
      [`/api/${key}-website-news`]: [
        ...state.options.news,
        ...(drafts ? (state.options.draftNews ?? []) : []),
      ],
    };
    const items = collections[url.pathname];
    if (!items)
      return send(404, { data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } });
    const asked = Number(url.searchParams.get("pagination[pageSize]") ?? 25);
    const pageSize = Math.min(asked, options.maxPageSize ?? 100);
    const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
    const slice = items.slice((page - 1) * pageSize, page * pageSize);
    send(200, {
      data: slice.map((item) => entry(item, options.version)),
      meta: { pagination: { page, pageSize, pageCount, total: items.length } },
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
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
    { id: 9, Title: "Strapi news nine", Description: "<p>Nine body</p>", Date: null, Image: [] },
  ];
  return { blogs, news };
}
