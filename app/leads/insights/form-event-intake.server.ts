/**
 * POST /api/form-events: a browser reports that a lead form was shown or first touched, and one is
 * added to that form's count of the day. Only our own pages report steps: a browser names the page's
 * origin on every POST (sendBeacon and fetch alike; the site's Referrer-Policy keeps it named, where
 * `no-referrer` would make it "null"), so a report naming no origin, or another, comes from a script
 * outside a browser or another site, and is refused. Nothing about the sender is kept: its address only
 * keys a limit held in this process's memory. A client that makes up addresses (an IPv6 network
 * holds millions) meets a second bound: each form's step is counted at most so many times a minute
 * by this process, whoever reports it.
 */
import { env } from "~/env.server";
import { rateLimitKey } from "~/http/client-ip.server";
import { readCappedText } from "~/http/capped-body.server";
import { logger } from "~/lib/logger.server";
import { NO_STORE_HEADERS } from "~/http/no-store";
import { leadAnswers, serverAnswers } from "~/site/api-answers.server";
import { MemoryRateLimiter } from "~/ops/memory-rate-limit.server";
import { type FormId, formIds, isFormId } from "../shared/contract";
import { allowedOrigins } from "../intake/origin.server";
import { type CountedStep, countedSteps, isCountedStep } from "./form-events";
import { countFormEvent, countFormStep } from "./funnel.server";

const copy = serverAnswers.formEvents;

/** `{"form":"job-apply","step":"start"}` is 35 bytes; room for spacing, no room for anything else. */
export const FORM_EVENT_MAX_BYTES = 128;
/** What sendBeacon and fetch send for a string (text/plain), and JSON for other clients. */
const ACCEPTED_TYPES = new Set(["application/json", "text/plain"]);

/**
 * A visitor shows and touches a few forms per page: RATE_LIMIT_FORM_EVENTS_PER_MINUTE is far more
 * than a person makes. At most this many addresses are remembered at once.
 */
const FORM_EVENT_MAX_KEYS = 10_000;

/**
 * How many times one process counts a form's step per minute, from all clients together: ten a
 * second, far more than a marketing site's forms are shown, and the most a flood of made-up
 * addresses (which the per-address table forgets as fast as they come) can add. Past it a report is answered 204 like any other and not counted: the browser's beacon
 * never reads the answer and cannot try again, so a 429 would tell a real visitor nothing (and show
 * as an error in their console) while telling a flood exactly when to come back.
 */
export const FORM_STEP_CAP_PER_MINUTE = 600;

export type FormEventIntake = {
  /** The sites whose pages may report (PUBLIC_URL's origin and ALLOWED_ORIGINS). */
  origins: ReadonlySet<string>;
  /** Per client address (an IPv6 client per /64). */
  limit: MemoryRateLimiter;
  /** Per form and step, all clients together. */
  cap: MemoryRateLimiter;
  count: (form: FormId, step: CountedStep) => Promise<void>;
};

/** A cap per form and step (a bounded set of keys: both are checked before the cap is asked). */
export function formStepCap(perMinute: number, now?: () => number): MemoryRateLimiter {
  const rule = { limit: perMinute, windowMs: 60_000, maxKeys: formIds.length * countedSteps.length };
  return new MemoryRateLimiter(rule, now);
}

let serverIntake: FormEventIntake | undefined;

/** The server's intake, its origins and limit read from the environment once. */
function defaultIntake(): FormEventIntake {
  serverIntake ??= {
    origins: allowedOrigins(env().PUBLIC_URL, env().ALLOWED_ORIGINS),
    limit: new MemoryRateLimiter({
      limit: env().RATE_LIMIT_FORM_EVENTS_PER_MINUTE,
      windowMs: 60_000,
      maxKeys: FORM_EVENT_MAX_KEYS,
    }),
    cap: formStepCap(FORM_STEP_CAP_PER_MINUTE),
    count: (form, step) => countFormStep(form, step),
  };
  return serverIntake;
}

const answer = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ message }, { status, headers: { ...NO_STORE_HEADERS, ...headers } });

const noContent = () => new Response(null, { status: 204, headers: NO_STORE_HEADERS });

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
  const origin = request.headers.get("origin");
  if (origin === null || !intake.origins.has(origin)) return answer(403, leadAnswers.crossSite);
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
  if (!intake.cap.hit(`${event.form}:${event.step}`).allowed) return noContent();
  try {
    await intake.count(event.form, event.step);
  } catch (error) {
    logger.error({ err: error }, "form step not counted");
    return answer(503, copy.unavailable, { "Retry-After": "60" });
  }
  countFormEvent(event.form, event.step);
  return noContent();
}
