import { z } from "zod";

/** Domain types of the content collections; every source (local Markdown, Strapi) is converted to these. */

const imageFormatSchema = z.object({
  url: z.string().min(1),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

const cmsImageSchema = z.object({
  url: z.string().min(1),
  alt: z.string().default(""),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  medium: imageFormatSchema.optional(),
  large: imageFormatSchema.optional(),
});

const isoDate = z.string().refine((v) => !Number.isNaN(Date.parse(v)), { message: "must be a date" });

/**
 * An item's identity across edits, used in its URL, feed guid and sitemap entry: Strapi 5's
 * `documentId` (its numeric id changes on every publish), else the numeric id as text. URL-safe.
 */
export const stableKeySchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, {
  message: "must be letters, digits, - or _ (at most 64)",
});

const contentItemSchema = z.object({
  id: z.number().int().positive(),
  key: stableKeySchema,
  title: z.string().trim().min(1),
  /** Sanitised HTML. */
  description: z.string(),
  images: z.array(cmsImageSchema),
});

export const blogPostSchema = contentItemSchema.extend({
  author: z.string().trim().min(1).optional(),
  /** The editor-set "Updated" date. */
  updated: isoDate.optional(),
  updatedAt: isoDate.optional(),
  publishedAt: isoDate.optional(),
});

export const newsItemSchema = contentItemSchema.extend({
  /** Sanitised HTML, optional. */
  subheading: z.string().optional(),
  date: isoDate.optional(),
});

/** The URL segment an editor gives an item whose page has no id in its path (/careers/{slug}). */
export const slugSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,95}$/, {
  message: "must be letters, digits, - or _ (at most 96)",
});

/** What items with a page of their own at /{prefix}/{slug} have: the slug and the page's head. */
const pageItemSchema = contentItemSchema.extend({
  slug: slugSchema,
  /** The page's <title>, when it differs from its heading. */
  pageTitle: z.string().trim().min(1).optional(),
  /** One or two sentences: the banner's intro, link previews and search results. */
  intro: z.string().trim().min(1),
  /** When the editor last changed the item (the sitemap's lastmod). */
  updatedAt: isoDate.optional(),
});

/** A job opening; `description` holds its duties, requirements and selection process. */
export const openingSchema = pageItemSchema.extend({
  /**
   * Listed on /careers while open; unlisted ones take applications through their own page only;
   * closed ones keep their page, which says so. `closesAtDeadline` closes it by itself.
   */
  status: z.enum(["open", "unlisted", "closed"]),
  closesAtDeadline: z.boolean(),
  summary: z.string().trim().min(1),
  openings: z.number().int().positive(),
  employmentType: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"]),
  workplace: z.string().trim().min(1),
  location: z.string().trim().min(1),
  experience: z.string().trim().min(1),
  posted: isoDate,
  deadline: isoDate,
  /** How to apply: the page's own form, an email to `applyEmail`, or the general application page. */
  applyBy: z.enum(["form", "email", "apply-page"]),
  applyEmail: z.string().email().optional(),
  applyTitle: z.string().trim().min(1),
  applyText: z.string().trim().min(1),
  /** Slugs of the openings the page's Other Openings side list offers (closed ones are left out). */
  otherOpenings: z.array(slugSchema),
});

/** A person on /our-team: `title` is the name, `description` the biography, `images` the photo if any. */
export const personSchema = contentItemSchema.extend({
  role: z.string().trim().min(1),
  group: z.enum(["team", "board"]),
  /** Position in the group's grid, smallest first. */
  order: z.number().int(),
  linkedin: z.string().url().optional(),
  updatedAt: isoDate.optional(),
});

/** A case study: `title` is its card's name, `description` the story; its cover is `images[0]`. */
export const caseStudySchema = pageItemSchema.extend({
  /** The detail page's heading. */
  heading: z.string().trim().min(1),
  group: z.enum(["Products", "Services"]),
  order: z.number().int(),
  summary: z.string().trim().min(1),
  icon: z.string().min(1),
  facts: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })),
  results: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })),
  technologies: z.array(z.string().min(1)),
});

/** A video of the series at /video/{slug}: `description` is its text, `images[0]` its poster. */
export const videoSchema = contentItemSchema.extend({
  slug: slugSchema,
  updatedAt: isoDate.optional(),
  order: z.number().int(),
  /** Whole minutes. */
  minutes: z.number().int().positive(),
  url: z.string().min(1),
  /** WebVTT captions. */
  captions: z.string().min(1),
  uploadDate: isoDate,
});

export type CmsImage = z.infer<typeof cmsImageSchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;
export type Opening = z.infer<typeof openingSchema>;
export type Person = z.infer<typeof personSchema>;
export type CaseStudy = z.infer<typeof caseStudySchema>;
export type Video = z.infer<typeof videoSchema>;

const schemas = {
  blogs: blogPostSchema,
  news: newsItemSchema,
  careers: openingSchema,
  team: personSchema,
  "case-studies": caseStudySchema,
  videos: videoSchema,
};
export type CollectionKind = keyof typeof schemas;
/** The collections of articles: a list, a page per item, an RSS feed and a JSON API. */
export type ArticleKind = "blogs" | "news";
/** The item type of each collection; the compiler then requires an entry in every per-collection table. */
export type ItemOf<K extends CollectionKind> = z.infer<(typeof schemas)[K]>;

/** Each collection's item schema: a list restored from the database is checked before it is served. */
export const itemSchemas: { readonly [K in CollectionKind]: z.ZodType<ItemOf<K>> } = schemas;

/** Published entries, or the editors' preview with drafts (preview cookie only, never cached). */
export type ContentView = "published" | "preview";

export interface ContentSource {
  readonly name: string;
  /** A collection's items: complete (every page read) and already sanitised. */
  read<K extends CollectionKind>(kind: K, view?: ContentView): Promise<ItemOf<K>[]>;
}

/** The source failed and no earlier good list is available. */
export class ContentUnavailableError extends Error {
  override name = "ContentUnavailableError";
}
