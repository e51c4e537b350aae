import pino, { type DestinationStream } from "pino";
import { MASK, redactUrl, withoutQueries } from "./logger-redact.server";

/** Field names whose value is a credential (a request's header, a setting). */
const CREDENTIALS = ["authorization", "cookie", "password", "secret", "token"];

/**
 * What pino masks (ADR 031): credentials by name in named places (a leading wildcard costs more than
 * the line), a configured `url`'s credentials and query, and the queries an error's strings quote.
 */
const REDACTED_PATHS = [
  ...CREDENTIALS.flatMap((name) => [name, `headers.${name}`, `req.headers.${name}`]),
  "url",
  "err.*",
  "err.*.*",
  "err.*.*.*",
  "err.*.*.*.*",
];

function censor(value: unknown, path: string[]): unknown {
  if (CREDENTIALS.includes(path.at(-1) ?? "")) return MASK;
  if (path.length === 1 && path[0] === "url") return typeof value === "string" ? redactUrl(value) : MASK;
  return typeof value === "string" ? withoutQueries(value) : value;
}

/** A logger writing one JSON line per event to `destination`, at LOG_LEVEL, with REDACTED_PATHS masked. */
export function createLogger(destination: DestinationStream) {
  return pino(
    {
      level: process.env.LOG_LEVEL ?? "info",
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: {
        err: (error: unknown) =>
          typeof error === "string" ? withoutQueries(error) : pino.stdSerializers.err(error as Error),
      },
      redact: { paths: REDACTED_PATHS, censor },
    },
    destination,
  );
}

/** The process's logger, on stdout, written asynchronously so requests never wait on the log pipe. */
export const logger = createLogger(pino.destination({ dest: 1, sync: false }));
