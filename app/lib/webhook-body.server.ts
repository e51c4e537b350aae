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
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > WEBHOOK_BODY_LIMIT) throw tooLarge();
  const text = await readCapped(request);
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

async function readCapped(request: Request): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > WEBHOOK_BODY_LIMIT) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
