import { type MetaArgs, pageMeta } from "~/site/meta";
import { NOINDEX_ROBOTS } from "~/lib/seo";
import { contentCopy, contentPages } from "~/site/pages/content";
import type { CollectionKind } from "./types";

/** Meta of a blog or news detail whose item cannot be shown: its own title, never indexed. */
export function missingContentMeta(
  args: MetaArgs & { location: { pathname: string } },
  section: CollectionKind,
) {
  return pageMeta(args, {
    path: args.location.pathname,
    title: contentCopy[section].notFoundTitle,
    description: contentPages[section].description,
    robots: NOINDEX_ROBOTS,
  });
}

/** Meta of a blog or news list: `noindex` while it shows the apology instead of its items. */
export function contentListMeta(args: MetaArgs, section: CollectionKind, available: boolean) {
  const page = contentPages[section];
  return pageMeta(args, available ? page : { ...page, robots: NOINDEX_ROBOTS });
}
