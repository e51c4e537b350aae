import { data } from "react-router";
import type { Route } from "./+types/blog-detail";

export function loader(_: Route.LoaderArgs) {
  throw data(null, { status: 404 });
}

export default function BlogDetailPage() {
  return null;
}
