import { z } from "zod";
import { readCappedText } from "./capped-body.server";
import { jsonMessage } from "./no-store";

/** A webhook body larger than this is refused: Strapi's describe one entry, far below it. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

// Any JSON is accepted: a field that is not a string is left out, and a body that is not an object gives {}.
const shortened = (value: string) => value.slice(0, 100);
const noteField = z.string().transform(shortened).optional().catch(undefined);
const webhookNote = z.object({ event: noteField, model: noteField }).catch({});

/**
 * What a CMS webhook says happened, for the log: Strapi's `event` ("entry.publish") and `model`
 * ("northpeak-website-blog"), as short strings. An empty body is fine (an editor's curl); a body is
 * read up to WEBHOOK_BODY_LIMIT and must then be JSON, else this is the refusal to send.
 */
export async function readWebhookNote(request: Request): Promise<z.infer<typeof webhookNote> | Response> {
  const text = await readCappedText(request, WEBHOOK_BODY_LIMIT);
  // An oversized body is left unread, so the connection cannot be reused: close it.
  if (text === null)
    return jsonMessage(413, `The body must be at most ${WEBHOOK_BODY_LIMIT} bytes.`, { Connection: "close" });
  if (text.trim() === "") return {};
  try {
    return webhookNote.parse(JSON.parse(text));
  } catch {
    return jsonMessage(400, "The body must be empty or JSON (a CMS webhook).");
  }
}
