/**
 * Streaming multipart/form-data and urlencoded parsing with hard limits, counted as bytes arrive so a
 * request that breaks a limit is refused without reading the rest.
 */
import { once } from "node:events";
import type busboy from "busboy";
import { TimeoutError, withTimeout } from "~/http/timeout.server";
import { lazyModule } from "~/lib/lazy-module.server";
import { UPLOAD_LIMITS } from "~/settings/upload-limits";
import type { UploadRefusal } from "./upload-budget.server";

// Loaded on the first form post rather than at start-up, to save memory (bench/memory.md).
const loadBusboy = lazyModule("busboy", async () => (await import("busboy")).default);

type MultipartErrorKind =
  | "request-too-large"
  | "file-too-large"
  | "too-many-files"
  | "fields-too-large"
  | "malformed"
  | "unsupported-media-type"
  | "aborted"
  /** The body broke ReadOptions.pace. */
  | "timeout"
  | "too-slow"
  | UploadRefusal;

export class MultipartError extends Error {
  constructor(readonly kind: MultipartErrorKind) {
    super(kind);
  }
}

type ParsedFile = { field: string; filename: string; bytes: Uint8Array };
export type ParsedForm = { fields: Map<string, string[]>; files: ParsedFile[] };

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/** Bytes still read after a limit is broken, so the client can receive the response before we disconnect. */
const DRAIN_ALLOWANCE = 8 * 1024 * 1024;

type ReadOptions = {
  /** Called with the running total of body bytes; a refusal ends the request with that kind. */
  onRead?: (totalBytes: number) => true | UploadRefusal;
  /**
   * The slowest a body may arrive: nothing for `idleTimeoutMs` is refused as "timeout", and after
   * `graceMs`, less than an average of `minBytesPerSecond` as "too-slow". An idle timeout alone is reset
   * by every byte, so a trickle could hold a place for ever.
   */
  pace?: { idleTimeoutMs: number; graceMs: number; minBytesPerSecond: number };
};

export async function parseMultipart(
  request: Request,
  limits: typeof UPLOAD_LIMITS = UPLOAD_LIMITS,
  options: ReadOptions = {},
): Promise<ParsedForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.test(contentType)) throw new MultipartError("unsupported-media-type");
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  // Node discards the unread body after the response.
  if (declared > limits.maxRequestBytes) throw new MultipartError("request-too-large");
  if (!request.body) throw new MultipartError("malformed");

  const fields = new Map<string, string[]>();
  const files: ParsedFile[] = [];
  let failure: MultipartError | undefined;
  const fail = (kind: MultipartErrorKind) => {
    failure ??= new MultipartError(kind);
  };

  const createParser = await loadBusboy();
  let parser: busboy.Busboy;
  try {
    parser = createParser({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: {
        files: limits.maxFiles,
        // busboy reports the limit when a file reaches it, but a file of exactly the limit is allowed.
        fileSize: limits.maxFileBytes + 1,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFiles + limits.maxFields,
      },
    });
  } catch {
    throw new MultipartError("malformed");
  }

  const finished = new Promise<void>((resolve) => {
    parser.on("file", (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        if (!failure) chunks.push(chunk);
      });
      stream.on("limit", () => fail("file-too-large"));
      stream.on("error", () => fail("malformed"));
      stream.on("end", () => {
        if (failure) return;
        // An empty file input still sends a part with no name and no bytes.
        if (!info.filename && chunks.length === 0) return;
        files.push({
          field,
          filename: info.filename ?? "",
          // A Buffer is already a Uint8Array; wrapping it would copy the file.
          bytes: Buffer.concat(chunks),
        });
      });
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return fail("fields-too-large");
      const list = fields.get(name);
      if (list) list.push(value);
      else fields.set(name, [value]);
    });
    parser.on("filesLimit", () => fail("too-many-files"));
    parser.on("fieldsLimit", () => fail("fields-too-large"));
    parser.on("partsLimit", () => fail("fields-too-large"));
    parser.on("error", () => {
      fail("malformed");
      resolve();
    });
    parser.on("close", () => resolve());
  });

  const reader = request.body.getReader();
  const startedAt = Date.now();
  let total = 0;
  let failedAt: number | undefined;
  // A stalled read is left pending, not cancelled: cancelling would destroy the socket before the 408 is sent.
  const read = (): Promise<ReadableStreamReadResult<Uint8Array>> => {
    const { pace } = options;
    if (!pace) return reader.read();
    const behindMs = startedAt + pace.graceMs + (total / pace.minBytesPerSecond) * 1000 - Date.now();
    const idleFirst = pace.idleTimeoutMs < behindMs;
    const stall = idleFirst ? "timeout" : "too-slow";
    const afterMs = idleFirst ? pace.idleTimeoutMs : behindMs;
    return withTimeout(reader.read(), afterMs, "a form body's bytes").catch((error: unknown) => {
      throw error instanceof TimeoutError ? new MultipartError(stall) : error;
    });
  };
  try {
    for (;;) {
      const { done, value } = await read();
      if (done) break;
      total += value.byteLength;
      if (total > limits.maxRequestBytes) fail("request-too-large");
      else if (!failure) {
        const admitted = options.onRead?.(total) ?? true;
        if (admitted !== true) fail(admitted);
      }
      if (failure) {
        if (failedAt === undefined) {
          parser.destroy();
          failedAt = total;
        }
        // Keep reading and discarding a little so the client gets the response, then disconnect.
        if (total > failedAt + DRAIN_ALLOWANCE) {
          await reader.cancel().catch(() => {});
          break;
        }
        continue;
      }
      // A parser that closes (on an error) never drains; `finished` settles then.
      if (!parser.write(value)) await Promise.race([once(parser, "drain"), finished]);
    }
  } catch (error) {
    if (failedAt === undefined) parser.destroy();
    throw error instanceof MultipartError ? error : new MultipartError("aborted");
  }
  if (failure) throw failure;
  parser.end();
  await finished;
  if (failure) throw failure;
  return { fields, files };
}
