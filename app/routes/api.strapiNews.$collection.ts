import { getNews } from "~/cms/index.server";
import { jsonError, jsonWithEtag } from "~/cms/http.server";
import { newsResponse } from "~/cms/serialize";
import { collectionName } from "~/cms/strapi";
import { ContentUnavailableError } from "~/cms/types";
import { logger } from "~/lib/logger.server";
import { brand } from "~/site/brand";
import type { Route } from "./+types/api.strapiNews.$collection";

/** The published news API: GET {api}/strapiNews/{product}-website-news → { data: [{ id, attributes }] }. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (params.collection !== collectionName(brand.productKey, "news")) {
    return jsonError(404, "NotFoundError", `Unknown collection ${params.collection}`);
  }
  try {
    const items = await getNews();
    return jsonWithEtag(request, items, () => newsResponse(items));
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    logger.error({ err: error, collection: "news" }, "news endpoint unavailable");
    return jsonError(
      503,
      "ServiceUnavailableError",
      "The content service is unavailable. Please try again in a moment.",
    );
  }
}
