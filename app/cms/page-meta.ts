import { type MetaArgs, pageMeta } from "~/site/meta";
import { NOINDEX_ROBOTS } from "~/document/seo";
import type { ArticleCollection } from "./collection-descriptors";

/** Meta of a detail page whose item cannot be shown: not indexed, and the same for every such URL. */
export function missingContentMeta(args: MetaArgs, { copy, page, routes }: ArticleCollection) {
  return pageMeta(args, {
    path: routes.list,
    title: copy.notFoundTitle,
    description: page.description,
    robots: NOINDEX_ROBOTS,
  });
}

/** Meta of a content list: `noindex` while it shows the unavailable message instead of its items. */
export function contentListMeta(args: MetaArgs, { page }: ArticleCollection, available: boolean) {
  return pageMeta(args, available ? page : { ...page, robots: NOINDEX_ROBOTS });
}
