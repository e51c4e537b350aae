import { brand } from "../brand";
import { definePages } from "../page";
import { blogsPath, contentLoadingLabel, newsListPath } from "./content-pending";

export { isContentDetailPath, isContentListPath } from "./content-pending";

export const contentPages = definePages({
  blogs: {
    path: blogsPath,
    heading: "Blogs",
    title: "Blogs",
    description:
      "Field notes from Northpeak's engineers and data team on payer machine-readable files, Medicare benchmarks, Transparency in Coverage and software delivery.",
  },
  news: {
    path: newsListPath,
    heading: "News",
    title: "News",
    description:
      "Northpeak announcements: PRIZM releases, new offices, internship programmes and company news.",
  },
});

/**
 * What every collection's pages say (a collection is blog or news, app/cms/collection-descriptors.ts): each
 * collection's copy below has this shape (its descriptor holds it as one), and may say more that
 * only its own pages show.
 */
export type CollectionCopy = {
  /** The accessible name of the list of cards. */
  listLabel: string;
  /** The link under each card, where the cards have one. */
  cardLinkLabel?: string;
  /** The side list of the most recent items, where the list page has one. */
  trendingTitle?: string;
  backLabel: string;
  backHref: string;
  feedPath: string;
  feedTitle: string;
  feedDescription: string;
  /** The title of a detail page whose item cannot be shown. */
  notFoundTitle: string;
};

/** Words the blog and news pages show. */
export const contentCopy = {
  /** When the content source cannot be read; exact, with a typographic apostrophe. */
  unavailable: "Sorry, we couldn’t load the content right now. Please try again in a moment.",
  /** A detail whose item does not exist (or could not be fetched); exact. */
  notFound: "No data found.",
  loading: contentLoadingLabel,
  empty: "Nothing has been published here yet. Please check back soon.",
  blogs: {
    trendingTitle: "Trending Blogs",
    listLabel: "All blog posts",
    backLabel: "Back to blogs",
    backHref: "/blogs",
    byLabel: "By",
    updatedLabel: "Updated",
    feedPath: "/blogs/rss.xml",
    feedTitle: `${brand.name} Blogs`,
    feedDescription: `Articles from ${brand.name} on healthcare price transparency, payer data and software engineering.`,
    notFoundTitle: "Blog post not found",
  },
  news: {
    listLabel: "All news",
    cardLinkLabel: "Read more",
    backLabel: "Back to News",
    backHref: "/news-list",
    postedOn: "Posted on:",
    feedPath: "/news/rss.xml",
    feedTitle: `${brand.name} News`,
    feedDescription: `Announcements and company news from ${brand.name}.`,
    notFoundTitle: "News item not found",
  },
} as const;

/**
 * What the editors' endpoints answer (JSON `message`): the preview link and instant publish. Only
 * the server reads these: kept out of contentCopy, which the browser downloads.
 */
export const editorApiCopy = {
  previewWrongSecret: "The preview secret is not right.",
  previewTooMany: (minutes: number) =>
    `Too many wrong secrets from this address. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  previewUnavailable: "The preview cannot be checked just now; try again in a moment.",
  /** Names the preview link's entry types: each collection's (blog, news), in the given order. */
  previewBadType: (collections: readonly { entryType: string }[]) =>
    `type must be ${collections.map(({ entryType }) => entryType).join(" or ")}.`,
  previewNoId: "id is required: the entry's documentId (Strapi 5) or id.",
  previewNotFound: (type: string, id: string) =>
    `No ${type} entry, draft or published, has the id ${JSON.stringify(id.slice(0, 64))}.`,
  previewSourceDown: "The content source did not answer; try the preview again in a moment.",
  refreshed: "Content refreshed.",
  refreshFailed: "The content source did not answer; the last good content is still served.",
  refreshUsePost: "Use POST to refresh the content.",
} as const;

/**
 * What the API description and each item's link-preview card call a collection's items. Only the
 * server and the image build read these: kept out of contentCopy, which the browser downloads.
 */
export const collectionItemNames = {
  blogs: { one: "blog post", cardEyebrow: "Blog" },
  news: { one: "news item", cardEyebrow: "News" },
} as const satisfies Record<keyof typeof contentPages, { one: string; cardEyebrow: string }>;
