/** GET /api/preview/exit?path=…: leaves the editors' preview and goes back to the page, as published. */
import { redirect } from "react-router";
import { PREVIEW_HEADERS } from "~/cms/preview-headers";
import { endPreviewCookie, returnPath } from "~/cms/preview.server";
import type { AnswerHeadersHandle } from "~/http/methods.server";
import type { Route } from "./+types/api.preview.exit";

/** A refusal of a method keeps the preview's headers: never stored, never indexed. */
export const handle = { answerHeaders: PREVIEW_HEADERS } satisfies AnswerHeadersHandle;

export function loader({ url }: Route.LoaderArgs) {
  const path = returnPath(url.searchParams.get("path"));
  return redirect(path, { status: 303, headers: { ...PREVIEW_HEADERS, "Set-Cookie": endPreviewCookie() } });
}
