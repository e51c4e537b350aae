import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentFileError, localSource, validateLocalContent } from "./local.server";

const repoContent = path.resolve(import.meta.dirname, "../../content");
const readLocalBlogs = (root: string, view?: "preview") => localSource(root).read("blogs", view);
const readLocalNews = (root: string) => localSource(root).read("news");

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
  let root: string;
  const good = `---\nid: 1\ntitle: Good\nupdated: 2025-01-01\npublishedAt: 2025-01-01\nimages:\n  - url: /images/blog/a.svg\n    alt: An image\n---\nBody text.\n`;
  const goodNews = `---\nid: 1\ntitle: News\ndate: 2025-01-01\nimages:\n  - url: /images/news/a.svg\n    alt: An image\n---\nBody.\n`;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "content-"));
    await mkdir(path.join(root, "blogs"));
    await mkdir(path.join(root, "news"));
    await writeFile(path.join(root, "blogs", "a-good.md"), good);
    await writeFile(path.join(root, "news", "a-good.md"), goodNews);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

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
    ["id is text", "blogs", good.replace("id: 1", "id: one"), /field "id"/],
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
    await expect(validateLocalContent(root)).resolves.toEqual({ blogs: 1, news: 1 });
  });
});
