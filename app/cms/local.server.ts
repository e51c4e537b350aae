import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";
import { allCollections } from "./collection-descriptors";
import { sanitizeContentHtml } from "./sanitize.server";
import {
  type CmsImage,
  type CollectionKind,
  type ContentSource,
  type ContentView,
  type ItemOf,
  blogPostSchema,
  caseStudySchema,
  itemSchemas,
  newsItemSchema,
  openingSchema,
  personSchema,
  slugSchema,
  videoSchema,
} from "./types.server";

/**
 * The default content source: one Markdown file per item under content/<collection>, with fields in
 * front matter and a sanitised body. A malformed file is an error naming file and field.
 */

/** Intrinsic size of the seeded artwork and the widths advertised as Strapi-like formats. */
const LOCAL_IMAGE = { width: 1200, height: 675 };
const FORMAT_WIDTHS = { medium: 750, large: 1000 } as const;

const dateField = z
  .union([z.date(), z.string()])
  .transform((v) => (v instanceof Date ? v.toISOString() : v))
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: "must be a date (YYYY-MM-DD or ISO 8601)" });

const localUrl = z.string().regex(/^(\/|https?:\/\/)/, { message: "must be a root-relative or http(s) URL" });

const localImage = z.object({
  url: localUrl,
  alt: z.string().min(1, { message: "is required (describe the image)" }),
});

/** An image shown at its own size (a photo, a poster, an illustration). */
const sizedImage = z.object({
  url: localUrl,
  alt: z.string().default(""),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/**
 * A file's front matter is its item's fields but those made from the file (its key, body and last
 * change) and its images, which each collection names as its files do; dates may be YAML dates.
 */
const madeFromFile = { key: true, description: true, images: true, updatedAt: true } as const;
const fileFields = {
  /** Shown only in the editors' preview until it is set to false or removed. */
  draft: z.boolean().optional(),
  /** When the item was last changed: the sitemap's lastmod. */
  updated: dateField.optional(),
};

const blogFrontMatter = blogPostSchema.omit(madeFromFile).extend({
  ...fileFields,
  updated: dateField,
  publishedAt: dateField,
  updatedAt: dateField.optional(),
  images: z.array(localImage).min(1),
});

const newsFrontMatter = newsItemSchema.omit({ key: true, description: true, images: true }).extend({
  ...fileFields,
  subheading: z.string().trim().min(1).optional(),
  date: dateField,
  images: z.array(localImage).min(1),
});

const openingFrontMatter = openingSchema.omit(madeFromFile).extend({
  ...fileFields,
  closesAtDeadline: z.boolean().default(false),
  posted: dateField,
  deadline: dateField,
  otherOpenings: z.array(slugSchema).default([]),
});

const personFrontMatter = personSchema
  .omit(madeFromFile)
  .extend({ ...fileFields, photo: sizedImage.optional() });

const caseStudyFrontMatter = caseStudySchema.omit(madeFromFile).extend({
  ...fileFields,
  icon: localUrl,
  cover: sizedImage,
});

const videoFrontMatter = videoSchema.omit(madeFromFile).extend({
  ...fileFields,
  url: localUrl,
  captions: localUrl,
  poster: sizedImage,
  uploadDate: dateField,
});

const isFolder = (dir: string) =>
  stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );

export class ContentFileError extends Error {
  override name = "ContentFileError";

  constructor(file: string, field: string, detail: string) {
    super(`Invalid content file ${file}: field "${field}" ${detail}`);
  }
}

function scaled(url: string, width: number) {
  return { url, width, height: Math.round((width * LOCAL_IMAGE.height) / LOCAL_IMAGE.width) };
}

function toImage(image: z.infer<typeof localImage>): CmsImage {
  return {
    ...image,
    ...LOCAL_IMAGE,
    medium: scaled(image.url, FORMAT_WIDTHS.medium),
    large: scaled(image.url, FORMAT_WIDTHS.large),
  };
}

/**
 * Reads one collection's folder of items for a view (drafts only in the preview); a local item's key
 * is its id, its last change `updatedAt` or else `updated`. Every file is checked, drafts too.
 * `fromFile` gives the fields the front matter names otherwise (images, a Markdown subheading).
 */
function folderReader<
  K extends CollectionKind,
  S extends z.ZodType<{ id: number; draft?: boolean; slug?: string; updated?: string; updatedAt?: string }>,
>(folder: K, schema: S, fromFile: (front: z.infer<S>) => Partial<Record<keyof ItemOf<K>, unknown>>) {
  const itemSchema: z.ZodType<ItemOf<K>> = itemSchemas[folder];
  return async (root: string, view: ContentView = "published"): Promise<ItemOf<K>[]> => {
    const dir = path.join(root, folder);
    let names: string[];
    try {
      names = (await readdir(dir)).filter((n) => n.endsWith(".md")).sort();
    } catch (error) {
      // A collection nobody has written yet is empty; a content folder that is not there is a mistake.
      const absent = (error as NodeJS.ErrnoException).code === "ENOENT";
      if (!absent || !(await isFolder(root)))
        throw new ContentFileError(dir, "(folder)", `cannot be read: ${(error as Error).message}`);
      names = [];
    }
    const items: ItemOf<K>[] = [];
    const seen = new Map<number, string>();
    // Pages are found whatever the case of their URL, so slugs differing only in case clash.
    const slugs = new Map<string, string>();
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
      const slugClash = value.slug === undefined ? undefined : slugs.get(value.slug.toLowerCase());
      if (slugClash)
        throw new ContentFileError(file, "slug", `"${value.slug}" is already used by ${slugClash}`);
      if (value.slug !== undefined) slugs.set(value.slug.toLowerCase(), file);
      if (view === "published" && value.draft) continue;
      items.push(
        itemSchema.parse({
          ...value,
          key: String(value.id),
          description: sanitizeContentHtml(marked.parse(parsed.content, { async: false, gfm: true })),
          updatedAt: value.updatedAt ?? value.updated,
          ...fromFile(value),
        }),
      );
    }
    return items;
  };
}

const localReaders: {
  readonly [K in CollectionKind]: (root: string, view?: ContentView) => Promise<ItemOf<K>[]>;
} = {
  blogs: folderReader("blogs", blogFrontMatter, (front) => ({ images: front.images.map(toImage) })),
  news: folderReader("news", newsFrontMatter, (front) => ({
    images: front.images.map(toImage),
    subheading: front.subheading
      ? sanitizeContentHtml(marked.parseInline(front.subheading, { async: false }))
      : undefined,
  })),
  careers: folderReader("careers", openingFrontMatter, () => ({ images: [] })),
  team: folderReader("team", personFrontMatter, (front) => ({ images: front.photo ? [front.photo] : [] })),
  "case-studies": folderReader("case-studies", caseStudyFrontMatter, (front) => ({ images: [front.cover] })),
  videos: folderReader("videos", videoFrontMatter, (front) => ({ images: [front.poster] })),
};

export function localSource(root: string): ContentSource {
  return { name: "local", read: (kind, view) => localReaders[kind](root, view) };
}

/**
 * Reads every local file once and counts each collection's published items; throws
 * ContentFileError naming the first bad file and field.
 */
export async function validateLocalContent(root: string): Promise<Record<CollectionKind, number>> {
  // Checked first, so the error names the content folder rather than whichever collection's failed first.
  if (!(await isFolder(root))) throw new ContentFileError(root, "(folder)", "is not there");
  const counts = allCollections.map(async ({ key }) => [key, (await localReaders[key](root)).length]);
  return Object.fromEntries(await Promise.all(counts));
}
