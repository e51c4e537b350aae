/** Uploads sent by hand over a raw socket: slow, unfinished or shorter than declared, which fetch cannot do. */
import { connect } from "node:net";
import { multipart } from "./front-checks";

/** A form's multipart body and content type, as a browser would send it. */
export async function encodeForm(form: FormData): Promise<{ bytes: Buffer; contentType: string }> {
  const { body, type } = await multipart(form);
  return { bytes: Buffer.from(body), contentType: type };
}

/**
 * A raw connection to the server at `serverUrl`: its `answer` is everything the server sent back, once
 * it closed the connection; `received()` what it has sent back so far.
 */
export function rawConnection(serverUrl: string) {
  const { port } = new URL(serverUrl);
  const socket = connect(Number(port), "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString("latin1");
  });
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  return { socket, answer: closed.then(() => received), closed, received: () => received };
}

/** The head of a POST /api/contact with the given body type and declared length. */
export function postHead(
  serverUrl: string,
  contentType: string,
  length: number,
  headers: Record<string, string> = {},
): string {
  return [
    "POST /api/contact HTTP/1.1",
    `Host: 127.0.0.1:${new URL(serverUrl).port}`,
    `Content-Type: ${contentType}`,
    `Content-Length: ${length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "",
    "",
  ].join("\r\n");
}

export type Trickle = {
  /** Bytes sent each time, and how often (ms). */
  step: number;
  everyMs: number;
  /** Extra request headers (such as X-Forwarded-For). */
  headers?: Record<string, string>;
};

/** An upload that keeps its budget place: declares `declared` bytes, sends `step` at a time until answered. */
export function holdUpload(
  serverUrl: string,
  bytes: Buffer,
  contentType: string,
  declared: number,
  { step, everyMs, headers }: Trickle = { step: 1024, everyMs: 100 },
) {
  const exchange = rawConnection(serverUrl);
  exchange.socket.write(postHead(serverUrl, contentType, declared, headers));
  let sent = 0;
  const trickle = setInterval(() => {
    if (exchange.socket.destroyed) return clearInterval(trickle);
    const next = Math.min(bytes.length - 1, sent + step);
    exchange.socket.write(bytes.subarray(sent, next));
    sent = next;
  }, everyMs);
  exchange.closed.then(() => clearInterval(trickle));
  return {
    ...exchange,
    release: () => {
      clearInterval(trickle);
      exchange.socket.destroy();
    },
  };
}
