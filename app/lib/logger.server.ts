import pino, { type DestinationStream } from "pino";
import { loggableError } from "./logger-redact.server";

/**
 * A logger writing one JSON line per event to `destination`, at LOG_LEVEL. Errors are logged
 * without the queries they quote (logger-redact.server.ts).
 */
export function createLogger(destination: DestinationStream) {
  return pino(
    {
      level: process.env.LOG_LEVEL ?? "info",
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: loggableError },
    },
    destination,
  );
}

/** The process's logger, on stdout, written asynchronously so requests never wait on the log pipe. */
export const logger = createLogger(pino.destination({ dest: 1, sync: false }));
