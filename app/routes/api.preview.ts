/**
 * GET /api/preview?secret=…&type=blog|news&id=…, opened by the CMS's preview button: with the right
 * PREVIEW_SECRET, sets the preview cookie and redirects to the entry's page with drafts shown. `id` is
 * the entry's stable key (Strapi 5's documentId, else its id).
 */
import { redirect } from "react-router";
import { allCollections } from "~/cms/collection-descriptors";
import { previewPath, readCollection } from "~/cms/served-collections.server";
import { PREVIEW_HEADERS } from "~/cms/preview-headers";
import { nowSeconds, startPreviewCookie } from "~/cms/preview.server";
import { env } from "~/env.server";
import { checkSecret } from "~/http/bearer-gate.server";
import { jsonMessage } from "~/http/no-store";
import { guardedClient } from "~/ops/bearer-gate-limit.server";
import { serverAnswers } from "~/site/api-answers.server";
import { editorApiCopy as messages } from "~/site/pages/content";
import type { AnswerHeadersHandle } from "~/http/methods.server";
import type { Route } from "./+types/api.preview";

const answer = (status: number, message: string, headers: Record<string, string> = {}) =>
  jsonMessage(status, message, { ...PREVIEW_HEADERS, ...headers });

/** Method refusals keep the preview's headers: never stored, never indexed. */
export const handle = { answerHeaders: PREVIEW_HEADERS } satisfies AnswerHeadersHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  const secret = env().PREVIEW_SECRET;
  if (!secret) return answer(404, serverAnswers.tokenGuarded.notFound);
  const query = url.searchParams;
  // Guesses count against the same per-client limit as every other token (ADR 030).
  const client = guardedClient(context);
  const given = query.get("secret") ?? undefined;
  const check = await checkSecret(given, secret, client.ip, client.limit).catch(() => undefined);
  if (!check) return answer(503, messages.previewUnavailable, { "Retry-After": "30" });
  if (!check.ok && check.reason === "limited") {
    const retryAfter = check.retryAfterSeconds;
    return answer(429, messages.previewTooMany(Math.ceil(retryAfter / 60)), {
      "Retry-After": String(retryAfter),
    });
  }
  if (!check.ok) return answer(401, messages.previewWrongSecret);
  const collection = allCollections.find(({ entryType }) => entryType === query.get("type"));
  const id = query.get("id") ?? "";
  if (!collection) return answer(400, messages.previewBadType(allCollections));
  if (!id) return answer(400, messages.previewNoId);
  const href = await readCollection(() => previewPath(collection.key, id), collection.key, "detail", { id });
  if (href === null) return answer(503, messages.previewSourceDown);
  if (!href) return answer(404, messages.previewNotFound(collection.entryType, id));
  // A query of its own, so the browser does not show a cached published copy of the page.
  return redirect(`${href}?preview=${nowSeconds()}`, {
    status: 307,
    headers: { ...PREVIEW_HEADERS, "Set-Cookie": await startPreviewCookie(secret) },
  });
}
