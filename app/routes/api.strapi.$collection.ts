import { getBlogs } from "~/cms/index.server";
import { jsonError, jsonWithEtag } from "~/cms/http.server";
import { blogsResponse } from "~/cms/serialize";
import { collectionName } from "~/cms/strapi";
import { ContentUnavailableError } from "~/cms/types";
import { logger } from "~/lib/logger.server";
import { brand } from "~/site/brand";
import type { Route } from "./+types/api.strapi.$collection";

/** The published blog API: GET {api}/strapi/{product}-website-blogs → { data: [{ id, attributes }] }. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (params.collection !== collectionName(brand.productKey, "blogs")) {
    return jsonError(404, "NotFoundError", `Unknown collection ${params.collection}`);
  }
  try {
    const posts = await getBlogs();
    return jsonWithEtag(request, posts, () => blogsResponse(posts));
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    logger.error({ err: error, collection: "blogs" }, "blog endpoint unavailable");
    return jsonError(
      503,
      "ServiceUnavailableError",
      "The content service is unavailable. Please try again in a moment.",
    );
  }
}
