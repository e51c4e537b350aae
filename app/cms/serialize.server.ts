import type { BlogPost, CmsImage, NewsItem } from "./types";

/**
 * The published JSON shape of the blog and news APIs: { data: [{ id, attributes }] } with the CMS
 * attribute names, whatever the source. Image is a list of
 * { url, formats: { medium: { url }, large: { url } } }; a missing format falls back to the original
 * file so clients can always read both.
 */
export type ApiImage = { url: string; formats: { medium: { url: string }; large: { url: string } } };

export function apiImage(image: CmsImage): ApiImage {
  return {
    url: image.url,
    formats: {
      medium: { url: image.medium?.url ?? image.url },
      large: { url: image.large?.url ?? image.url },
    },
  };
}

/** A collection's answer: each item's id and its attributes under the CMS's names. */
export function apiResponse<Item extends { id: number }>(
  items: readonly Item[],
  attributes: (item: Item) => Record<string, unknown>,
) {
  return { data: items.map((item) => ({ id: item.id, attributes: attributes(item) })) };
}

export const blogAttributes = (post: BlogPost) => ({
  Title: post.title,
  Description: post.description,
  Author: post.author ?? null,
  Updated: post.updated ?? null,
  updatedAt: post.updatedAt ?? null,
  publishedAt: post.publishedAt ?? null,
  Image: post.images.map(apiImage),
});

export const newsAttributes = (item: NewsItem) => ({
  Title: item.title,
  Subheading: item.subheading ?? null,
  Description: item.description,
  Date: item.date ?? null,
  Image: item.images.map(apiImage),
});
