/**
 * POST /api/revalidate with `Authorization: Bearer $REVALIDATE_TOKEN` (a CMS webhook or an editor):
 * re-reads the content lists now instead of after CONTENT_CACHE_TTL_SECONDS.
 */
import { refreshContent } from "~/cms/content-service.server";
import { env } from "~/env.server";
import { bearerGate } from "~/http/bearer-gate.server";
import { guardedClient } from "~/ops/bearer-gate-limit.server";
import { logger } from "~/lib/logger.server";
import { readWebhookNote } from "~/http/webhook-body.server";
import { editorApiCopy as messages } from "~/site/pages/content";
import type { Route } from "./+types/api.revalidate";
import { jsonMessage, NO_STORE_HEADERS } from "~/http/no-store";

export async function action({ request, context }: Route.ActionArgs | Route.LoaderArgs) {
  if (request.method !== "POST") return jsonMessage(405, messages.refreshUsePost, { Allow: "POST" });
  const denied = await bearerGate(request, env().REVALIDATE_TOKEN, "content", guardedClient(context));
  if (denied) return denied;
  const note = await readWebhookNote(request);
  if (note instanceof Response) return note;
  const outcome = await refreshContent();
  logger.info({ ...note, ...outcome }, "content revalidated on request");
  const failed = outcome.failed.length > 0;
  const message = failed ? messages.refreshFailed : messages.refreshed;
  return Response.json({ message, ...outcome }, { status: failed ? 502 : 200, headers: NO_STORE_HEADERS });
}

/** GET and HEAD are refused by the action's own method check. */
export const loader = action;
