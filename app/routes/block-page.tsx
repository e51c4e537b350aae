import { data } from "react-router";
import { ContentBlocks } from "~/components/sections/ContentBlocks";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { PageBanner } from "~/components/sections/PageBanner";
import { blockPages } from "~/site/block-pages";
import { loaderPageMeta } from "~/site/meta";
import { findStaticPage } from "~/site/pages/index";
import type { Route } from "./+types/block-page";

/** One module serves every block page: the page is looked up by path. */
export function loader({ url }: Route.LoaderArgs) {
  const page = findStaticPage(url.pathname);
  const detail = page ? blockPages[page.path] : undefined;
  if (!page || !detail) throw data(null, { status: 404 });
  return { page, detail };
}

export const meta: Route.MetaFunction = loaderPageMeta;

export default function BlockPage({ loaderData }: Route.ComponentProps) {
  const { page, detail } = loaderData;
  return (
    <>
      <PageBanner title={page.heading} eyebrow={detail.eyebrow} intro={detail.intro} />
      <ContentBlocks blocks={detail.blocks} />
      <GetInTouch />
    </>
  );
}
