import { readCappedText } from "./capped-body.server";

/** A webhook body larger than this is refused: Strapi's describe one entry, far below it. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export class WebhookBodyError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
  ) {
    super(message);
    this.name = "WebhookBodyError";
  }
}

/**
 * What a CMS webhook says happened, for the log: Strapi's `event` ("entry.publish") and `model`
 * ("northpeak-website-blog"), as short strings. An empty body is fine (an editor's curl); a body is
 * read up to WEBHOOK_BODY_LIMIT and must then be JSON.
 */
export async function readWebhookNote(request: Request): Promise<Record<string, string>> {
  const text = await readCappedText(request, WEBHOOK_BODY_LIMIT);
  if (text === null) throw tooLarge();
  if (text.trim() === "") return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new WebhookBodyError("The body must be empty or JSON (a CMS webhook).", 400);
  }
  const note: Record<string, string> = {};
  if (body && typeof body === "object") {
    for (const field of ["event", "model"] as const) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === "string") note[field] = value.slice(0, 100);
    }
  }
  return note;
}

const tooLarge = () => new WebhookBodyError(`The body must be at most ${WEBHOOK_BODY_LIMIT} bytes.`, 413);
