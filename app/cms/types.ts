import { z } from "zod";

/**
 * Domain types of the content feeds (spec §3). Every source (local Markdown, Strapi v4/v5) is
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

export const blogPostSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().trim().min(1),
  /** Sanitised HTML. */
  description: z.string(),
  author: z.string().trim().min(1).optional(),
  /** The editor-set "Updated" date of spec §3. */
  updated: isoDate.optional(),
  updatedAt: isoDate.optional(),
  publishedAt: isoDate.optional(),
  images: z.array(cmsImageSchema),
});

export const newsItemSchema = z.object({
  id: z.number().int().positive(),
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

export type CollectionKind = "blogs" | "news";

/** A place the feeds come from. Both lists are complete (every page read) and already sanitised. */
export interface ContentSource {
  readonly name: string;
  blogs(): Promise<BlogPost[]>;
  news(): Promise<NewsItem[]>;
}

/** The source failed and no earlier good answer is available. */
export class ContentUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ContentUnavailableError";
  }
}

/** Spec §2: the date a blog post was last updated, for sorting and cards. */
export function blogLastUpdated(post: BlogPost): string | undefined {
  return post.updated ?? post.updatedAt ?? post.publishedAt;
}
