/** GET /api/preview/exit?path=…: leaves the editors' preview and goes back to the page, as published. */
import { redirect } from "react-router";
import { endPreviewCookie, PREVIEW_HEADERS, returnPath } from "~/cms/preview.server";
import type { Route } from "./+types/api.preview.exit";

export function loader({ url }: Route.LoaderArgs) {
  const path = returnPath(url.searchParams.get("path"));
  return redirect(path, { status: 303, headers: { ...PREVIEW_HEADERS, "Set-Cookie": endPreviewCookie() } });
}
