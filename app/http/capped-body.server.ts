/**
 * A small body (a request's, or a fetched response's), read only as far as `max` bytes: null when its
 * declared length or the bytes that arrive go beyond that, so a peer cannot make the server hold more
 * than `max` bytes of it. An absent body is empty. The bytes past `max` are cancelled, which on the
 * server drops the connection there and then (the client gets no answer), or left unread, for a caller
 * that answers first and closes the connection with its answer (`Connection: close`).
 */
export async function readCappedBytes(
  message: Request | Response,
  max: number,
  overflow: "cancel" | "leave" = "cancel",
): Promise<Buffer | null> {
  if (Number(message.headers.get("content-length") ?? 0) > max) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early cancels the rest of the body, unless preventCancel only releases it.
  for await (const chunk of message.body?.values({ preventCancel: overflow === "leave" }) ?? []) {
    size += chunk.byteLength;
    if (size > max) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A small request body as text, read as readCappedBytes reads it. */
export async function readCappedText(...args: Parameters<typeof readCappedBytes>): Promise<string | null> {
  return (await readCappedBytes(...args))?.toString("utf8") ?? null;
}
