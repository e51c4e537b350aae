import pino from "pino";

/**
 * One JSON line per event on stdout; the level comes from LOG_LEVEL. Lines are written
 * asynchronously (a request never waits for the terminal or a log collector's pipe); pino flushes
 * what is buffered when the process exits.
 */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? "info",
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
  },
  pino.destination({ dest: 1, sync: false }),
);
