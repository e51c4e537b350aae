/** HTTP sent by hand over a raw socket: bodies, headers and paces that fetch cannot send. */
import { connect } from "node:net";

/** What one request brought back. */
export type Answer = { status: number; headers: Headers; text: string };

/** Who sends: the server's URL and the client address claimed in X-Forwarded-For (tests trust one proxy hop). */
export type Client = { url: string; ip?: string };

/** The answer of a server that hung up without one. */
const HUNG_UP: Answer = { status: 0, headers: new Headers(), text: "" };

/** An HTTP/1.1 answer read from its raw bytes; `complete` once its whole body is in. */
function parseHttp(bytes: Buffer): { answer: Answer; complete: boolean } | null {
  const end = bytes.indexOf("\r\n\r\n");
  if (end === -1) return null;
  const [statusLine = "", ...lines] = bytes.subarray(0, end).toString("latin1").split("\r\n");
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const status = Number(statusLine.split(" ")[1]);
  let body = bytes.subarray(end + 4);
  let complete = false;
  if (/chunked/i.test(headers.get("transfer-encoding") ?? "")) {
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = body.indexOf("\r\n", at);
      if (lineEnd === -1) break;
      const size = Number.parseInt(body.subarray(at, lineEnd).toString(), 16);
      if (size === 0) {
        complete = true;
        break;
      }
      if (body.length < lineEnd + 2 + size) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 4 + size;
    }
    body = Buffer.concat(parts);
  } else {
    const length = Number(headers.get("content-length") ?? 0);
    complete = body.length >= length;
    body = body.subarray(0, length);
  }
  return { answer: { status, headers, text: body.toString("utf8") }, complete };
}

/**
 * A raw connection to the server at `serverUrl`. `answer` is its first answer, once complete or once the
 * connection closed (status 0 when it hung up without one); `received()` the raw bytes it sent so far.
 */
export function rawConnection(serverUrl: string) {
  const socket = connect(Number(new URL(serverUrl).port), "127.0.0.1");
  const chunks: Buffer[] = [];
  const sofar = () => parseHttp(Buffer.concat(chunks));
  let answered: (answer: Answer) => void = () => {};
  const answer = new Promise<Answer>((resolve) => {
    answered = resolve;
  });
  socket.on("data", (chunk: Buffer) => {
    chunks.push(chunk);
    const reply = sofar();
    if (reply?.complete) answered(reply.answer);
  });
  // The server may hang up while we still write (a refused upload): its answer is what counts.
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) =>
    socket.on("close", () => {
      answered(sofar()?.answer ?? HUNG_UP);
      resolve();
    }),
  );
  return { socket, answer, closed, received: () => Buffer.concat(chunks).toString("latin1") };
}

/** Writes `head` and `body` as they are and reads the first answer, hanging up after `timeoutMs`. */
export async function rawHttp(client: Client, head: string, body: Buffer | string = "", timeoutMs = 15_000) {
  const exchange = rawConnection(client.url);
  const forwarded = client.ip ? `\r\nX-Forwarded-For: ${client.ip}` : "";
  exchange.socket.write(
    `${head}\r\nHost: 127.0.0.1:${new URL(client.url).port}${forwarded}\r\nConnection: close\r\n\r\n`,
  );
  if (body.length > 0) exchange.socket.write(body);
  const timer = setTimeout(() => exchange.socket.destroy(), timeoutMs);
  const answer = await exchange.answer;
  clearTimeout(timer);
  exchange.socket.destroy();
  return answer;
}
/** A body in HTTP/1.1 chunked encoding, cut into pieces of `size` bytes. */
export function chunked(body: Buffer, size = 64 * 1024): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < body.length; at += size) {
    const piece = body.subarray(at, at + size);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from("0\r\n\r\n"));
  return Buffer.concat(parts);
}

/** The head of a POST /api/contact with the given body type and declared length. */
function postHead(
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
