import type { ShareImage } from "~/lib/share-image";

/** Serialisable props the content pages render, with no vendor shapes and no unsanitised HTML. */

export type ImageView = {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
};

export type ContentCardView = {
  id: number;
  href: string;
  title: string;
  date: string | null;
  dateLabel: string;
  excerpt?: string;
  image: ImageView | null;
};

export type TrendingView = { href: string; text: string; dateLabel: string; date: string | null };

/** What a detail page's article shows: its title, dates, images and body, for any collection. */
export type ArticleView = {
  title: string;
  /** Sanitised HTML shown under the title (news subheading). */
  subheadingHtml?: string | null;
  /** e.g. "By Anisha Karki". */
  byline?: string;
  /** Machine-readable date and its shown line, e.g. "Posted on: Oct 21, 2025". */
  date?: string | null;
  dateLine?: string;
  /** The banner; null shows the placeholder in the same 16:9 box. */
  leadImage: ImageView | null;
  /** Sanitised on the server before it reaches a component. */
  bodyHtml: string;
  trailingImage?: ImageView | null;
};

/** A detail page of any collection: what it shows, how it describes itself and its link preview. */
export type DetailPageView = {
  article: ArticleView;
  /** The page's description, also used by the feed. */
  description: string;
  /** The item's own link-preview image, when it has a PNG or JPEG one (see shareImageOf). */
  shareImage: ShareImage | null;
  /** The facts it gives search engines about its item (schema.org, see jsonld.ts). */
  structured: {
    type: "Article" | "NewsArticle";
    published: string | null;
    modified: string | null;
    /** Null when the company is the author. */
    author: string | null;
  };
};
