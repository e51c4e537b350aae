import { z } from "zod";

/** Domain types of the content collections; every source (local Markdown, Strapi) is converted to these. */

export const imageFormatSchema = z.object({
  url: z.string().min(1),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export const cmsImageSchema = z.object({
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

/** What every collection's item has. */
const contentItemSchema = z.object({
  /** The source's numeric id, as the JSON API returns it. */
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

export type CmsImage = z.infer<typeof cmsImageSchema>;
export type ContentItem = z.infer<typeof contentItemSchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;

/** The item type of each collection; the compiler then requires an entry in every per-collection table. */
export type CollectionItems = { blogs: BlogPost; news: NewsItem };
export type CollectionKind = keyof CollectionItems;
export type ItemOf<K extends CollectionKind> = CollectionItems[K];

/** Published entries, or the editors' preview with drafts (preview cookie only, never cached). */
export type ContentView = "published" | "preview";

/** A way of reading every collection: for each, a function that gives its items. */
export type CollectionReaders<Args extends unknown[]> = {
  readonly [K in CollectionKind]: (...args: Args) => Promise<ItemOf<K>[]>;
};

/** Where the collections are read from. */
export interface ContentSource {
  readonly name: string;
  /** A collection's items: complete (every page read) and already sanitised. */
  read<K extends CollectionKind>(kind: K, view?: ContentView): Promise<ItemOf<K>[]>;
}

/** The source failed and no earlier good list is available. */
export class ContentUnavailableError extends Error {
  override name = "ContentUnavailableError";
}

/** The date a blog post was last updated, for sorting and cards. */
export function blogLastUpdated(post: BlogPost): string | undefined {
  return post.updated ?? post.updatedAt ?? post.publishedAt;
}
