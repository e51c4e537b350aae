import { type MetaArgs, pageMeta } from "~/site/meta";
import { NOINDEX_ROBOTS } from "~/document/seo";
import type { Collection } from "./collection-descriptors";

/**
 * Meta of a blog or news detail whose item cannot be shown: its own title, never indexed, and the
 * same for every such URL (one page stands for all of them), so it names the collection's list.
 */
export function missingContentMeta(args: MetaArgs, { copy, page, routes }: Collection) {
  return pageMeta(args, {
    path: routes.list,
    title: copy.notFoundTitle,
    description: page.description,
    robots: NOINDEX_ROBOTS,
  });
}

/** Meta of a blog or news list: `noindex` while it shows the apology instead of its items. */
export function contentListMeta(args: MetaArgs, { page }: Collection, available: boolean) {
  return pageMeta(args, available ? page : { ...page, robots: NOINDEX_ROBOTS });
}
