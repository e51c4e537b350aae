import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentFileError, localSource, validateLocalContent } from "./local.server";

const repoContent = path.resolve(import.meta.dirname, "../../content");
const readLocalBlogs = (root: string, view?: "preview") => localSource(root).read("blogs", view);
const readLocalNews = (root: string) => localSource(root).read("news");

/** A content folder of each test's own, with the folders the tests write to. */
let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "content-"));
  for (const folder of ["blogs", "news", "team", "videos"]) await mkdir(path.join(root, folder));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("the seeded local content", () => {
  it("has at least 8 valid blog posts and 6 news items with images in medium/large formats", async () => {
    const blogs = await readLocalBlogs(repoContent);
    const news = await readLocalNews(repoContent);
    expect(blogs.length).toBeGreaterThanOrEqual(8);
    expect(news.length).toBeGreaterThanOrEqual(6);
    for (const item of [...blogs, ...news]) {
      expect(item.images.length).toBeGreaterThan(0);
      for (const image of item.images) {
        expect(image.url).toMatch(/^\/images\/(blog|news)\/.+\.svg$/);
        expect(image.alt).not.toBe("");
        expect(image.medium?.url).toBe(image.url);
        expect(image.large?.width).toBe(1000);
      }
      expect(item.description).toMatch(/^<(p|h2)>/);
    }
    expect(new Set(blogs.map((b) => b.id)).size).toBe(blogs.length);
  });

  it("keeps drafts out of the published lists and shows them in the preview", async () => {
    const published = await readLocalBlogs(repoContent);
    const preview = await readLocalBlogs(repoContent, "preview");
    const draft = preview.find((post) => post.title.endsWith("(draft)"));
    expect(draft).toBeDefined();
    expect(published.map((post) => post.id)).not.toContain(draft!.id);
    expect(preview).toHaveLength(published.length + 1);
  });

  it("renders Markdown to sanitised HTML and defaults updatedAt to the Updated date", async () => {
    const [first] = (await readLocalBlogs(repoContent)).filter((b) => b.id === 1);
    expect(first!.description).toContain("<h2>What the pipeline does</h2>");
    expect(first!.updatedAt).toBe(first!.updated);
  });
});

describe("malformed local content", () => {
  const good = `---\nid: 1\ntitle: Good\nupdated: 2025-01-01\npublishedAt: 2025-01-01\nimages:\n  - url: /images/blog/a.svg\n    alt: An image\n---\nBody text.\n`;
  const goodNews = `---\nid: 1\ntitle: News\ndate: 2025-01-01\nimages:\n  - url: /images/news/a.svg\n    alt: An image\n---\nBody.\n`;

  beforeEach(async () => {
    await writeFile(path.join(root, "blogs", "a-good.md"), good);
    await writeFile(path.join(root, "news", "a-good.md"), goodNews);
  });

  const cases: [string, string, string, RegExp][] = [
    [
      "missing title",
      "blogs",
      good.replace("title: Good\n", "").replace("id: 1", "id: 2"),
      /blogs\/b-bad\.md: field "title" is required/,
    ],
    [
      "bad date",
      "blogs",
      good.replace("updated: 2025-01-01", "updated: someday").replace("id: 1", "id: 2"),
      /field "updated" must be a date/,
    ],
    ["duplicate id", "blogs", good, /field "id" 1 is already used by blogs\/a-good\.md/],
    [
      "image without alt",
      "news",
      goodNews.replace("    alt: An image\n", "").replace("id: 1", "id: 2"),
      /news\/b-bad\.md: field "images\.0\.alt"/,
    ],
    [
      "javascript image url",
      "news",
      goodNews.replace("/images/news/a.svg", "javascript:alert(1)").replace("id: 1", "id: 2"),
      /field "images\.0\.url"/,
    ],
    [
      "broken YAML",
      "news",
      "---\nid: [1\n---\nx",
      /news\/b-bad\.md: field "\(front matter\)" is not valid YAML/,
    ],
    [
      "empty body",
      "news",
      goodNews.replace("Body.\n", "").replace("id: 1", "id: 2"),
      /field "\(body\)" is empty/,
    ],
  ];

  it.each(cases)(
    "%s stops validation naming the file and the field",
    async (_name, folder, text, message) => {
      await writeFile(path.join(root, folder, "b-bad.md"), text);
      const attempt = validateLocalContent(root);
      await expect(attempt).rejects.toBeInstanceOf(ContentFileError);
      await expect(validateLocalContent(root)).rejects.toThrow(message);
    },
  );

  it("accepts the good files", async () => {
    await expect(validateLocalContent(root)).resolves.toEqual({
      blogs: 1,
      news: 1,
      careers: 0,
      team: 0,
      "case-studies": 0,
      videos: 0,
    });
  });

  it("refuses a content folder that is not there, naming it", async () => {
    await expect(validateLocalContent(path.join(root, "nowhere"))).rejects.toThrow(
      /nowhere.*\(folder\).*is not there/,
    );
  });
});

describe("the collections with pages of their own kind", () => {
  const person = (id: number, group = "team") =>
    `---\nid: ${id}\ntitle: Person ${id}\nrole: Engineer\ngroup: ${group}\norder: ${id}\n---\nA short biography.\n`;
  const video = (id: number, slug: string) =>
    `---\nid: ${id}\ntitle: Video ${id}\nslug: ${slug}\norder: ${id}\nminutes: 3\nurl: /media/v.mp4\ncaptions: /media/v.vtt\nposter:\n  url: /images/videos/v.jpg\n  width: 640\n  height: 360\nuploadDate: 2025-03-10\n---\nWhat it shows.\n`;

  it("reads the seeded openings, people, case studies and videos", async () => {
    const counts = await validateLocalContent(repoContent);
    expect(counts).toMatchObject({ careers: 3, team: 18, "case-studies": 5, videos: 9 });
  });

  it("gives a person without a photo no image, so the page shows its placeholder", async () => {
    await writeFile(path.join(root, "team", "a.md"), person(1));
    const [read] = await localSource(root).read("team");
    expect(read).toMatchObject({ key: "1", title: "Person 1", role: "Engineer", group: "team", images: [] });
  });

  it("refuses an unknown group, naming the file and the field", async () => {
    await writeFile(path.join(root, "team", "a.md"), person(1, "advisers"));
    await expect(validateLocalContent(root)).rejects.toThrow(/team\/a\.md: field "group"/);
  });

  it("refuses a slug used twice, in any case, naming the file and the field", async () => {
    await writeFile(path.join(root, "videos", "a.md"), video(1, "overview"));
    await writeFile(path.join(root, "videos", "b.md"), video(2, "Overview"));
    await expect(validateLocalContent(root)).rejects.toThrow(
      /videos\/b\.md: field "slug" "Overview" is already used by videos\/a\.md/,
    );
  });
});
