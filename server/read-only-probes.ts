import type { RequestHandler } from "express";
import { NO_STORE } from "../app/lib/no-store";
import { READ_ONLY_METHODS } from "../app/lib/wrong-method.server";
import { serverAnswers } from "../app/site/server-answers";

/**
 * Any method but GET and HEAD to a probe (/healthz, /readyz, /metrics), mounted at their paths after
 * their own GET handlers: the router knows no probe, so without this a POST or an OPTIONS there got
 * the 404 of an unknown URL. 405 with the methods a probe takes, as the router's read-only addresses
 * answer.
 */
export const probeTakesOnlyReads: RequestHandler = (_req, res) => {
  res
    .status(405)
    .set({ Allow: READ_ONLY_METHODS, "Cache-Control": NO_STORE })
    .json({ message: serverAnswers.readOnlyAddress });
};
