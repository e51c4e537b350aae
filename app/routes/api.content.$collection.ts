import { servedOfPattern } from "~/cms/article-pages.server";
import type { Route } from "./+types/api.content.$collection";

/** A collection's JSON API, e.g. GET {api}/strapi/{product}-website-blogs → { data: [{ id, attributes }] }. */
export const loader = ({ params, request, pattern }: Route.LoaderArgs) =>
  servedOfPattern(pattern).json(request, params.collection);
