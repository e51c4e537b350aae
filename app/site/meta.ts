import type { SitePage } from "./page";
import { seoDefaults } from "./seo";
import { DEFAULT_ROBOTS, type MetaTag, type PageSeo, seoTags } from "~/document/seo";
import { generatedShareImage } from "~/lib/share-image";

export type MetaArgs = { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> };

/** The public origin, which the root loader reads from PUBLIC_URL. */
export function originFrom(args: MetaArgs): string {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "http://localhost:3000";
}

/**
 * The link-preview image of a page without one of its own: the card the build makes for every
 * indexable page (scripts/build-images.ts makes one per sitemap page); the site's default card for
 * pages kept out of the index (404, a missing post, a list showing its apology).
 */
export function pageShareImage(page: PageSeo) {
  if (page.image) return page.image;
  return (page.robots ?? DEFAULT_ROBOTS) === DEFAULT_ROBOTS ? generatedShareImage(page.path) : undefined;
}

/** Route modules call this from `meta` with their page's data. */
export function pageMeta(args: MetaArgs, page: PageSeo | SitePage, extra: MetaTag[] = []): MetaTag[] {
  return [...seoTags({ ...page, image: pageShareImage(page) }, originFrom(args), seoDefaults), ...extra];
}

/**
 * `meta` of a route whose loader returns its page's copy as `page` (ADR 016). No tags while the
 * loader data is missing (an error thrown before it), as React Router's error page then has its own.
 */
export function loaderPageMeta(
  args: MetaArgs & { loaderData?: { page: PageSeo | SitePage } | undefined },
): MetaTag[] {
  return args.loaderData ? pageMeta(args, args.loaderData.page) : [];
}
