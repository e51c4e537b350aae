import { data } from "react-router";
import { ContentBlocks } from "~/components/sections/ContentBlocks";
import { GetInTouch } from "~/components/sections/GetInTouch";
import { PageBanner } from "~/components/sections/PageBanner";
import { loaderPageMeta } from "~/site/meta";
import { findStaticPage } from "~/site/pages/index";
import { serviceDetails } from "~/site/services";
import type { Route } from "./+types/service";

/** One module serves the six service routes: the page is looked up by path. */
export function loader({ url }: Route.LoaderArgs) {
  const page = findStaticPage(url.pathname);
  const detail = page ? serviceDetails[page.path] : undefined;
  if (!page || !detail) throw data(null, { status: 404 });
  return { page, detail };
}

export const meta: Route.MetaFunction = loaderPageMeta;

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { page, detail } = loaderData;
  return (
    <>
      <PageBanner title={page.heading} eyebrow={detail.eyebrow} intro={detail.intro} />
      <ContentBlocks blocks={detail.blocks} />
      <GetInTouch />
    </>
  );
}
