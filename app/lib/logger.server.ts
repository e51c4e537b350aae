import pino from "pino";

/** One JSON line per event on stdout; the level comes from LOG_LEVEL. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
});
