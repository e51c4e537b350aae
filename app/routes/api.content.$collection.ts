import { servedOfPattern } from "~/cms/served-collections.server";
import { jsonError } from "~/cms/http.server";
import { ContentUnavailableError } from "~/cms/types";
import { logger } from "~/lib/logger.server";
import { serverAnswers } from "~/site/api-answers.server";
import type { Route } from "./+types/api.content.$collection";

/** A collection's JSON API, e.g. GET {api}/strapi/{product}-website-blogs → { data: [{ id, attributes }] }. */
export async function loader({ params, request, pattern }: Route.LoaderArgs) {
  const served = servedOfPattern(pattern);
  const { key, apiName } = served.collection;
  if (params.collection !== apiName) {
    return jsonError(404, "NotFoundError", serverAnswers.unknownCollection(params.collection));
  }
  try {
    return await served.json(request);
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    logger.error({ err: error, collection: key }, `${key} endpoint unavailable`);
    return jsonError(503, "ServiceUnavailableError", serverAnswers.contentUnavailable);
  }
}
