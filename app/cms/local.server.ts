import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";
import { allCollections, perCollection } from "./collection-descriptors";
import { sanitizeContentHtml } from "./sanitize.server";
import {
  type CmsImage,
  type CollectionKind,
  type CollectionReaders,
  type ContentItem,
  type ContentSource,
  type ContentView,
  blogPostSchema,
  newsItemSchema,
} from "./types";

/**
 * The default content source: one Markdown file per item under content/blogs and content/news, with
 * fields in front matter and a sanitised body. A malformed file is an error naming file and field.
 */

/** Intrinsic size of the seeded artwork and the widths advertised as Strapi-like formats. */
const LOCAL_IMAGE = { width: 1200, height: 675 };
const FORMAT_WIDTHS = { medium: 750, large: 1000 } as const;

const dateField = z
  .union([z.date(), z.string()])
  .transform((v) => (v instanceof Date ? v.toISOString() : v))
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: "must be a date (YYYY-MM-DD or ISO 8601)" });

const localImage = z.object({
  url: z.string().regex(/^(\/|https?:\/\/)/, { message: "must be a root-relative or http(s) URL" }),
  alt: z.string().min(1, { message: "is required (describe the image)" }),
});

/** What every item's front matter has. */
const itemFrontMatter = z.object({
  id: z.number().int().positive(),
  /** Shown only in the editors' preview until it is set to false or removed. */
  draft: z.boolean().optional(),
  title: z.string().trim().min(1),
});

const blogFrontMatter = itemFrontMatter.extend({
  author: z.string().trim().min(1).optional(),
  updated: dateField,
  publishedAt: dateField,
  updatedAt: dateField.optional(),
  images: z.array(localImage).min(1),
});

const newsFrontMatter = itemFrontMatter.extend({
  subheading: z.string().trim().min(1).optional(),
  date: dateField,
  images: z.array(localImage).min(1),
});

export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Invalid content file ${file}: field "${field}" ${detail}`);
    this.name = "ContentFileError";
  }
}

function scaled(url: string, width: number) {
  return { url, width, height: Math.round((width * LOCAL_IMAGE.height) / LOCAL_IMAGE.width) };
}

function toImage(image: z.infer<typeof localImage>): CmsImage {
  return {
    url: image.url,
    alt: image.alt,
    ...LOCAL_IMAGE,
    medium: scaled(image.url, FORMAT_WIDTHS.medium),
    large: scaled(image.url, FORMAT_WIDTHS.large),
  };
}

/**
 * Reads one folder's items for a view (drafts only in the preview); a local item's key is its id.
 * Every file is checked, drafts too.
 */
function folderReader<
  S extends z.ZodType<z.infer<typeof itemFrontMatter> & { images: z.infer<typeof localImage>[] }>,
  Item,
>(folder: string, schema: S, toItem: (front: z.infer<S>, common: ContentItem) => Item) {
  return async (root: string, view: ContentView = "published"): Promise<Item[]> => {
    const dir = path.join(root, folder);
    let names: string[];
    try {
      names = (await readdir(dir)).filter((n) => n.endsWith(".md")).sort();
    } catch (error) {
      throw new ContentFileError(dir, "(folder)", `cannot be read: ${(error as Error).message}`);
    }
    const items: Item[] = [];
    const seen = new Map<number, string>();
    for (const name of names) {
      const file = path.join(folder, name);
      let parsed: matter.GrayMatterFile<string>;
      try {
        // Passing options disables gray-matter's cache, which would hide a YAML error on re-read.
        parsed = matter(await readFile(path.join(dir, name), "utf8"), {});
      } catch (error) {
        throw new ContentFileError(file, "(front matter)", `is not valid YAML: ${(error as Error).message}`);
      }
      const result = schema.safeParse(parsed.data, { reportInput: true });
      if (!result.success) {
        const issue = result.error.issues[0]!;
        const field = issue.path.join(".") || "(front matter)";
        const missing = issue.input === undefined || issue.input === null;
        throw new ContentFileError(file, field, missing ? "is required" : issue.message);
      }
      const value = result.data;
      if (!parsed.content.trim()) throw new ContentFileError(file, "(body)", "is empty");
      const clash = seen.get(value.id);
      if (clash) throw new ContentFileError(file, "id", `${value.id} is already used by ${clash}`);
      seen.set(value.id, file);
      if (view === "published" && value.draft) continue;
      items.push(
        toItem(value, {
          id: value.id,
          key: String(value.id),
          title: value.title,
          description: sanitizeContentHtml(marked.parse(parsed.content, { async: false, gfm: true })),
          images: value.images.map(toImage),
        }),
      );
    }
    return items;
  };
}

/** How each collection's files are read. */
const localReaders: CollectionReaders<[root: string, view?: ContentView]> = {
  blogs: folderReader("blogs", blogFrontMatter, (front, common) =>
    blogPostSchema.parse({
      ...common,
      author: front.author,
      updated: front.updated,
      updatedAt: front.updatedAt ?? front.updated,
      publishedAt: front.publishedAt,
    }),
  ),
  news: folderReader("news", newsFrontMatter, (front, common) =>
    newsItemSchema.parse({
      ...common,
      subheading: front.subheading
        ? sanitizeContentHtml(marked.parseInline(front.subheading, { async: false }))
        : undefined,
      date: front.date,
    }),
  ),
};

export function localSource(root: string): ContentSource {
  return { name: "local", read: (kind, view) => localReaders[kind](root, view) };
}

/**
 * Reads every local file once and counts each collection's published items; throws
 * ContentFileError naming the first bad file and field.
 */
export async function validateLocalContent(root: string): Promise<Record<CollectionKind, number>> {
  const counts = perCollection<Record<CollectionKind, number>>(() => 0);
  await Promise.all(
    allCollections.map(async ({ key }) => {
      counts[key] = (await localReaders[key](root)).length;
    }),
  );
  return counts;
}
