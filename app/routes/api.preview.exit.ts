/** GET /api/preview/exit?path=…: ends the editors' preview and returns to the published page. */
import { redirect } from "react-router";
import { PREVIEW_HEADERS } from "~/cms/preview-headers";
import { endPreviewCookie, returnPath } from "~/cms/preview.server";
import type { AnswerHeadersHandle } from "~/http/methods.server";
import type { Route } from "./+types/api.preview.exit";

/** Method refusals keep the preview's headers: never stored, never indexed. */
export const handle = { answerHeaders: PREVIEW_HEADERS } satisfies AnswerHeadersHandle;

export async function loader({ url }: Route.LoaderArgs) {
  const path = returnPath(url.searchParams.get("path"));
  const headers = { ...PREVIEW_HEADERS, "Set-Cookie": await endPreviewCookie() };
  return redirect(path, { status: 303, headers });
}
