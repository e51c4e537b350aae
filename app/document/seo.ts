import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "../lib/absolute-url";
import type { ShareImage } from "../lib/share-image";

/** What a page says about itself to search engines and link previews. */
export type PageSeo = {
  path: string;
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Defaults to "index, follow". */
  robots?: string;
  /** Link-preview image (Open Graph and Twitter cards), URL absolute or root-relative. */
  image?: ShareImage;
  type?: "website" | "article";
};

export type MetaTag = MetaDescriptor;

export const DEFAULT_ROBOTS = "index, follow";
export const NOINDEX_ROBOTS = "noindex, follow";

export type SeoDefaults = {
  siteName: string;
  author: string;
  keywords: readonly string[];
  image: ShareImage;
};

/**
 * The full set of tags every page carries: title, description, keywords, author, robots, canonical
 * link, Open Graph and Twitter card.
 */
export function seoTags(seo: PageSeo, origin: string, defaults: SeoDefaults): MetaTag[] {
  const url = absoluteUrl(origin, seo.path);
  const shareImage = seo.image ?? defaults.image;
  const image = absoluteUrl(origin, shareImage.url);
  const keywords = (seo.keywords ?? defaults.keywords).join(", ");
  const title = seo.title.includes(defaults.siteName) ? seo.title : `${seo.title} | ${defaults.siteName}`;
  return [
    { title },
    { name: "description", content: seo.description },
    { name: "keywords", content: keywords },
    { name: "author", content: defaults.author },
    { name: "robots", content: seo.robots ?? DEFAULT_ROBOTS },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: defaults.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:type", content: shareImage.type },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
  ];
}
