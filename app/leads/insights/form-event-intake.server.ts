/**
 * POST /api/form-events: a browser reports that a lead form was shown or first touched, and one is
 * added to that form's count of the day. Nothing about the sender is kept: its address only keys a
 * limit held in this process's memory, so one client cannot inflate the counts without end. The
 * same-origin check of every write (same-origin.server.ts) has already refused other sites' posts.
 */
import { env } from "~/env.server";
import { rateLimitKey } from "~/lib/client-ip.server";
import { readCappedText } from "~/lib/capped-body.server";
import { logger } from "~/lib/logger.server";
import { NO_STORE_HEADERS } from "~/lib/no-store";
import { countFormEvent } from "~/ops/metrics.server";
import { serverAnswers } from "~/site/server-answers";
import { type FormId, isFormId } from "../shared/contract";
import { MemoryEventLimit } from "./event-limit.server";
import { type CountedStep, isCountedStep } from "./form-events";
import { countFormStep } from "./funnel.server";

const copy = serverAnswers.formEvents;

/** `{"form":"job-apply","step":"start"}` is 35 bytes; room for spacing, no room for anything else. */
export const FORM_EVENT_MAX_BYTES = 128;
/** What sendBeacon sends for a string (text/plain) and what fetch is told to send (JSON). */
const ACCEPTED_TYPES = new Set(["application/json", "text/plain"]);

/**
 * A visitor shows and touches a few forms per page: RATE_LIMIT_FORM_EVENTS_PER_MINUTE is far more
 * than a person makes. At most this many addresses are remembered at once.
 */
const FORM_EVENT_MAX_KEYS = 10_000;

export type FormEventIntake = {
  limit: MemoryEventLimit;
  count: (form: FormId, step: CountedStep) => Promise<void>;
};

let serverIntake: FormEventIntake | undefined;

/** The server's intake, its limit read from the environment once. */
function defaultIntake(): FormEventIntake {
  serverIntake ??= {
    limit: new MemoryEventLimit({
      limit: env().RATE_LIMIT_FORM_EVENTS_PER_MINUTE,
      windowMs: 60_000,
      maxKeys: FORM_EVENT_MAX_KEYS,
    }),
    count: (form, step) => countFormStep(form, step),
  };
  return serverIntake;
}

const answer = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ message }, { status, headers: { ...NO_STORE_HEADERS, ...headers } });

/** The report's form and step, or null unless the body is exactly `{ form, step }` with known values. */
function readEvent(text: string): { form: FormId; step: CountedStep } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const { form, step, ...rest } = parsed as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !isFormId(form) || !isCountedStep(step)) return null;
  return { form, step };
}

export async function formEventResponse(
  request: Request,
  clientIp: string,
  intake: FormEventIntake = defaultIntake(),
): Promise<Response> {
  if (request.method !== "POST") return answer(405, copy.methodNotAllowed, { Allow: "POST" });
  const type = (request.headers.get("content-type") ?? "").split(";", 1)[0]!.trim().toLowerCase();
  if (!ACCEPTED_TYPES.has(type)) return answer(415, copy.unsupportedType);
  // The rest of an oversized body is left unread (cancelling it would drop the connection before
  // the answer), so the connection cannot carry another request: it closes with the answer.
  const text = await readCappedText(request, FORM_EVENT_MAX_BYTES, "leave");
  if (text === null) return answer(413, copy.tooLarge(FORM_EVENT_MAX_BYTES), { Connection: "close" });
  const event = readEvent(text);
  if (!event) return answer(400, copy.invalid);
  const decision = intake.limit.hit(rateLimitKey(clientIp));
  if (!decision.allowed) {
    return answer(429, copy.tooMany, { "Retry-After": String(decision.retryAfterSeconds) });
  }
  try {
    await intake.count(event.form, event.step);
  } catch (error) {
    logger.error({ err: error }, "form step not counted");
    return answer(503, copy.unavailable, { "Retry-After": "60" });
  }
  countFormEvent(event.form, event.step);
  return new Response(null, { status: 204, headers: NO_STORE_HEADERS });
}
