import { afterEach, describe, expect, it } from "vitest";
import {
  type FakeEntry,
  type FakeStrapi,
  sampleContent,
  sampleEntries,
  startFakeStrapi,
} from "../../tests/support/fake-strapi";
import { absoluteMediaUrl } from "./sanitize.server";
import { StrapiError, strapiSource, converters } from "./strapi.server";

let fake: FakeStrapi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const source = (url: string, extra: Partial<Parameters<typeof strapiSource>[0]> = {}) =>
  strapiSource({ baseUrl: url, timeoutMs: 2000, ...extra });

describe.each(["v4", "v5"] as const)("strapi source, Strapi %s", (version) => {
  it("reads every page, normalises fields and makes media URLs absolute", async () => {
    const content = sampleContent();
    fake = await startFakeStrapi({ version, ...content, maxPageSize: 4 });
    const posts = await source(fake.url).read("blogs");
    expect(posts.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(fake.state.requests.map((r) => r.page)).toEqual([1, 2, 3]);
    expect(fake.state.requests[0]!.path).toBe("/api/northpeak-website-blogs");
    const first = posts[0]!;
    expect(first.title).toBe("Strapi post number 1: payer files & you");
    expect(first.author).toBe("Author 1");
    expect(posts[1]!.author).toBeUndefined();
    expect(first.updated).toBe("2025-01-10");
    expect(first.images[0]).toMatchObject({
      url: `${fake.url}/uploads/post_1.png`,
      alt: "Art for post 1",
      medium: { url: `${fake.url}/uploads/medium_post_1.png`, width: 750 },
      large: { url: `${fake.url}/uploads/large_post_1.png`, width: 1000 },
    });
    expect(first.description).toContain(`src="${fake.url}/uploads/inline_1.png"`);
  });

  it("reads news with optional subheadings, absolute CDN media kept as is, and missing images", async () => {
    fake = await startFakeStrapi({ version, ...sampleContent() });
    const news = await source(fake.url).read("news");
    expect(news.map((n) => n.id)).toEqual([7, 8, 9]);
    expect(news[0]!.subheading).toBe("<p>Sub <em>seven</em></p>");
    expect(news[1]!.subheading).toBeUndefined();
    expect(news[2]!.subheading).toBeUndefined();
    expect(news[0]!.images.map((i) => i.url)).toEqual([
      `${fake.url}/uploads/n7a.png`,
      "https://cdn.example.com/n7b.png",
    ]);
    expect(news[2]!.images).toEqual([]);
    expect(news[2]!.date).toBeUndefined();
  });
});

describe.each(["v4", "v5"] as const)(
  "strapi source, the collections with pages of their own, Strapi %s",
  (version) => {
    it("reads an opening, a person, a case study and a video into their domain types", async () => {
      fake = await startFakeStrapi({ version, ...sampleContent(), entries: sampleEntries() });
      const strapi = source(fake.url);
      const key = version === "v5" ? "doc" : "";
      const [opening] = await strapi.read("careers");
      expect(opening).toMatchObject({
        id: 21,
        key: `${key}21`,
        title: "Data engineer",
        slug: "data-engineer",
        status: "open",
        closesAtDeadline: true,
        openings: 2,
        employmentType: "FULL_TIME",
        posted: "2025-06-01",
        deadline: "2025-07-15",
        applyBy: "email",
        applyEmail: "jobs@northpeak.example",
        otherOpenings: ["internship"],
        images: [],
      });
      // Strapi's null for an empty optional field is no value, not an invalid one.
      expect(opening!.pageTitle).toBeUndefined();
      expect(opening!.description).toContain("<strong>pipelines</strong>");

      const [person] = await strapi.read("team");
      expect(person).toMatchObject({ title: "Mina Rai", role: "Head of data", group: "board", order: 5 });
      expect(person!.description).toBe("<p>Mina leads <em>data</em>.</p>");
      expect(person!.images).toEqual([
        expect.objectContaining({ url: `${fake.url}/uploads/mina.png`, alt: "Mina Rai", width: 1200 }),
      ]);

      const [study] = await strapi.read("case-studies");
      expect(study).toMatchObject({
        heading: "A claims platform",
        pageTitle: "Case Study: Claims platform",
        group: "Products",
        icon: `${fake.url}/uploads/icon.svg`,
        facts: [{ label: "Client", value: "A payer" }],
        results: [{ value: "10x", label: "faster" }],
        technologies: ["TypeScript"],
      });
      expect(study!.images.map((image) => image.url)).toEqual([`${fake.url}/uploads/cover.png`]);

      const [video] = await strapi.read("videos");
      expect(video).toMatchObject({
        slug: "build-a-query",
        minutes: 4,
        url: `${fake.url}/uploads/query.mp4`,
        captions: `${fake.url}/uploads/query.vtt`,
        uploadDate: "2025-03-10",
      });
      expect(video!.images[0]!.url).toBe(`${fake.url}/uploads/query.png`);
      expect(fake.state.requests.map((r) => r.path)).toEqual(
        ["careers", "team", "case-studies", "videos"].map((kind) => `/api/northpeak-website-${kind}`),
      );
    });

    it("skips an entry it cannot show, naming it and Strapi's attribute, and keeps the others", async () => {
      const entries = sampleEntries();
      const person = entries.team[0]!;
      // Blank text counts as missing, and every bad attribute is named.
      entries.team.push({ ...person, id: 32, fields: { ...person.fields, Name: "  ", Group: "advisors" } });
      entries.team.push({ ...person, id: 33, fields: { ...person.fields, Bio: [{ type: "paragraph" }] } });
      const opening = entries.careers[0]!;
      entries.careers.push({ ...opening, id: 22, fields: { ...opening.fields, Title: null, Slug: "other" } });
      // Two slugs differing only in case would be one page.
      entries.careers.push({ ...opening, id: 23, fields: { ...opening.fields, Slug: "Data-Engineer" } });
      fake = await startFakeStrapi({ version, ...sampleContent(), entries });
      const skipped: [string, unknown, string][] = [];
      const strapi = source(fake.url, { onInvalidItem: (...report) => skipped.push(report) });
      expect((await strapi.read("team")).map((p) => p.title)).toEqual(["Mina Rai"]);
      expect((await strapi.read("careers")).map((o) => o.slug)).toEqual(["data-engineer"]);
      const id = (n: number) => (version === "v5" ? `doc${n}` : n);
      expect(skipped).toEqual([
        [
          "northpeak-website-team",
          id(32),
          expect.stringMatching(/^Name: is required; Group: .*"team"\|"board"/),
        ],
        ["northpeak-website-team", id(33), expect.stringMatching(/^Bio: is Blocks rich text; the site/)],
        ["northpeak-website-careers", id(22), "Title: is required"],
        ["northpeak-website-careers", id(23), `Slug: "data-engineer" is already used by entry ${id(21)}`],
      ]);
    });

    it("reads a collection's drafts only for the preview, asked for the version's way", async () => {
      const draft: FakeEntry = { ...sampleEntries().videos[0]!, id: 52 };
      draft.fields = { ...draft.fields, Title: "Draft video", Slug: "draft-video", UploadDate: null };
      fake = await startFakeStrapi({
        version,
        ...sampleContent(),
        entries: sampleEntries(),
        draftEntries: { videos: [{ ...draft, fields: { ...draft.fields, updatedAt: "2025-09-09" } }] },
      });
      // The preview first, as after a restart: the version is learnt before drafts are asked for.
      const preview = await source(fake.url).read("videos", "preview");
      // A draft has no upload date yet: its last edit stands in.
      expect(preview.map((v) => [v.slug, v.uploadDate])).toEqual([
        ["build-a-query", "2025-03-10"],
        ["draft-video", "2025-09-09"],
      ]);
      const asked = fake.state.requests.at(-1)!.query;
      expect(asked).toContain(version === "v4" ? "publicationState=preview" : "status=draft");
      expect((await source(fake.url).read("videos")).map((v) => v.slug)).toEqual(["build-a-query"]);
    });
  },
);

describe("strapi source, transport", () => {
  it("fails with a StrapiError on a 500 and on a refused connection", async () => {
    fake = await startFakeStrapi({ version: "v5", ...sampleContent() });
    fake.failNext(1);
    await expect(source(fake.url).read("blogs")).rejects.toBeInstanceOf(StrapiError);
    const url = fake.url;
    await fake.close();
    fake = undefined;
    // The socket's own error, named once: not fetch's "fetch failed" wrapper, and no cause chain
    // for the log to print after it.
    const refused: unknown = await source(url)
      .read("blogs")
      .catch((error: unknown) => error);
    if (!(refused instanceof StrapiError)) throw new Error("expected a StrapiError");
    expect(refused.message).toMatch(
      /^Strapi request \/api\/northpeak-website-blogs failed: connect ECONNREFUSED/,
    );
    expect(refused.message).not.toContain("fetch failed");
    expect(refused.cause).toBeUndefined();
  });

  it("times out", async () => {
    fake = await startFakeStrapi({ version: "v5", ...sampleContent() });
    fake.hang();
    await expect(source(fake.url, { timeoutMs: 200 }).read("blogs")).rejects.toThrow(
      /timed out after 200 ms/,
    );
  });
});

describe("strapi shape helpers", () => {
  it("refuses an opening of no places, and names a bad item of a list attribute by its place", () => {
    const opening = { id: 9, documentId: "d9", ...sampleEntries().careers[0]!.fields };
    expect(() =>
      converters.careers({ ...opening, Openings: 0, OtherOpenings: ["no spaces"] }, "https://c"),
    ).toThrow(/^Openings: .*; OtherOpenings\.0: must be letters/);
  });

  // Media in each version's shapes (a list, one file, none): the collections' reading above. A
  // relative URL on a plain base, and an absolute one kept: the blogs' and news' reading above.
  it("makes relative URLs absolute on the Strapi base, keeping a path prefix", () => {
    expect(absoluteMediaUrl("/uploads/x.png", "https://example.com/cms/")).toBe(
      "https://example.com/cms/uploads/x.png",
    );
    expect(absoluteMediaUrl("//cdn.example.com/x.png", "https://cms.example.com")).toBe(
      "https://cdn.example.com/x.png",
    );
  });

  // Markdown rich text, and the key by documentId else by id: the collections' reading above.
  it("falls back to publishedAt for a news date", () => {
    const item = converters.news(
      { id: 4, Title: "N", Description: "<p>x</p>", publishedAt: "2025-02-02T00:00:00Z" },
      "https://c.example",
    );
    expect(item.date).toBe("2025-02-02T00:00:00Z");
  });

  it("keys an entry whose documentId cannot go into a path as it is by its id", () => {
    const odd = converters.blogs(
      { id: 5, documentId: "../x", Title: "T", Description: "x" },
      "https://c.example",
    );
    expect(odd.key).toBe("5");
  });
});
