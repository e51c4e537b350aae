import { z } from "zod";

/**
 * Domain types of the content feeds. Every source (local Markdown, Strapi v4/v5) is
 * turned into these; only app/cms knows the vendors' shapes.
 */

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
 * What an item's URL, feed guid and sitemap entry are built from: an identity that survives edits.
 * Strapi 5 gives an entry a new numeric id each time it is published and keeps only its
 * `documentId`; Strapi 4 and local files keep their numeric ids, written here as text. Letters,
 * digits, `-` and `_` only, so it goes into a path as it is.
 */
export const stableKeySchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, {
  message: "must be letters, digits, - or _ (at most 64)",
});

export const blogPostSchema = z.object({
  /** The source's numeric id: the published JSON endpoints carry it. */
  id: z.number().int().positive(),
  key: stableKeySchema,
  title: z.string().trim().min(1),
  /** Sanitised HTML. */
  description: z.string(),
  author: z.string().trim().min(1).optional(),
  /** The editor-set "Updated" date. */
  updated: isoDate.optional(),
  updatedAt: isoDate.optional(),
  publishedAt: isoDate.optional(),
  images: z.array(cmsImageSchema),
});

export const newsItemSchema = z.object({
  /** The source's numeric id: the published JSON endpoints carry it. */
  id: z.number().int().positive(),
  key: stableKeySchema,
  title: z.string().trim().min(1),
  /** Sanitised HTML, optional. */
  subheading: z.string().optional(),
  /** Sanitised HTML. */
  description: z.string(),
  date: isoDate.optional(),
  images: z.array(cmsImageSchema),
});

export type CmsImage = z.infer<typeof cmsImageSchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;

/**
 * The item of each collection: where a collection is first named. Every table keyed by collection
 * (app/cms/collection-descriptors.ts and the server's parts and sources) must then have an entry for it.
 */
export type CollectionItems = { blogs: BlogPost; news: NewsItem };
export type CollectionKind = keyof CollectionItems;
export type ItemOf<K extends CollectionKind> = CollectionItems[K];

/**
 * Which entries a read returns: what is published (everything public reads this), or the editors'
 * preview, drafts included (only for a browser holding the preview cookie, never cached).
 */
export type ContentView = "published" | "preview";

/** A way of reading every collection: for each, a function that gives its items. */
export type CollectionReaders<Args extends unknown[]> = {
  readonly [K in CollectionKind]: (...args: Args) => Promise<ItemOf<K>[]>;
};

/** A place the feeds come from. */
export interface ContentSource {
  readonly name: string;
  /** A collection's items: complete (every page read) and already sanitised. */
  read<K extends CollectionKind>(kind: K, view?: ContentView): Promise<ItemOf<K>[]>;
}

/** The source failed and no earlier good answer is available. */
export class ContentUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ContentUnavailableError";
  }
}

/** The date a blog post was last updated, for sorting and cards. */
export function blogLastUpdated(post: BlogPost): string | undefined {
  return post.updated ?? post.updatedAt ?? post.publishedAt;
}
