import type { SitePage } from "~/site/page";
import { seoDefaults } from "~/site/seo";
import { type MetaTag, type PageSeo, seoTags } from "./seo";

export type MetaArgs = { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> };

/** The public origin, which the root loader reads from PUBLIC_URL. */
export function originFrom(args: MetaArgs): string {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "http://localhost:3000";
}

/** Route modules call this from `meta` with their page's data. */
export function pageMeta(args: MetaArgs, page: PageSeo | SitePage, extra: MetaTag[] = []): MetaTag[] {
  return [...seoTags(page, originFrom(args), seoDefaults), ...extra];
}
