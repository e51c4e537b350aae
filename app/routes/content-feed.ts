import { servedOfPattern } from "~/cms/article-pages.server";
import type { Route } from "./+types/content-feed";

/** The RSS 2.0 feed of a collection, every item newest first. */
export const loader = ({ pattern }: Route.LoaderArgs) => servedOfPattern(pattern).feed();
