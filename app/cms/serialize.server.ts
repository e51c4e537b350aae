import { z } from "zod";
import type { ArticleKind, BlogPost, CmsImage, NewsItem } from "./types.server";

/** The blog and news APIs' JSON, with the CMS's attribute names whatever the source (and their schemas). */
const text = z.string();
const html = text.describe("HTML, as the CMS holds it after the site's sanitising.");
const date = text.regex(/^\d{4}-\d{2}-\d{2}/).nullable();

/** A missing format falls back to the original file, so clients can always read both. */
const apiImageSchema = z.object({
  url: text,
  formats: z.object({ medium: z.object({ url: text }), large: z.object({ url: text }) }),
});
export type ApiImage = z.infer<typeof apiImageSchema>;

function apiImage(image: CmsImage): ApiImage {
  return {
    url: image.url,
    formats: {
      medium: { url: image.medium?.url ?? image.url },
      large: { url: image.large?.url ?? image.url },
    },
  };
}

const blogAttributesSchema = z.object({
  Title: text,
  Description: html,
  Author: text.nullable(),
  Updated: date,
  updatedAt: date,
  publishedAt: date,
  Image: z.array(apiImageSchema),
});

export const blogAttributes = (post: BlogPost): z.infer<typeof blogAttributesSchema> => ({
  Title: post.title,
  Description: post.description,
  Author: post.author ?? null,
  Updated: post.updated ?? null,
  updatedAt: post.updatedAt ?? null,
  publishedAt: post.publishedAt ?? null,
  Image: post.images.map(apiImage),
});

const newsAttributesSchema = z.object({
  Title: text,
  Subheading: html.nullable(),
  Description: html,
  Date: date,
  Image: z.array(apiImageSchema),
});

export const newsAttributes = (item: NewsItem): z.infer<typeof newsAttributesSchema> => ({
  Title: item.title,
  Subheading: item.subheading ?? null,
  Description: item.description,
  Date: item.date ?? null,
  Image: item.images.map(apiImage),
});

const listOf = (attributes: z.ZodType) => z.object({ data: z.array(z.object({ id: z.int(), attributes })) });
/** Each collection's published list, as ServedCollection.json answers it. */
export const publishedListSchemas: { readonly [K in ArticleKind]: z.ZodType } = {
  blogs: listOf(blogAttributesSchema),
  news: listOf(newsAttributesSchema),
};
