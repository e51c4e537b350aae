/**
 * A small request body as text, read only as far as `max` bytes: null when its declared length or
 * the bytes that arrive go beyond that, so a client cannot make the server hold more than `max` bytes
 * of it. An absent body is the empty string. The bytes past `max` are cancelled, which on the server
 * drops the connection there and then (the client gets no answer), or left unread, for a caller that
 * answers first and closes the connection with its answer (`Connection: close`).
 */
export async function readCappedText(
  request: Request,
  max: number,
  overflow: "cancel" | "leave" = "cancel",
): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > max) return null;
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early cancels the rest of the body, unless preventCancel only releases it.
  for await (const chunk of request.body.values({ preventCancel: overflow === "leave" })) {
    size += chunk.byteLength;
    if (size > max) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
