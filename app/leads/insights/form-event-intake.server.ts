/**
 * POST /api/form-events: counts a lead form being shown or first touched (ADR 036). Reports without
 * our own Origin are refused (browsers always send it on POST). Nothing about the sender is stored.
 */
import { z } from "zod";
import { env } from "~/env.server";
import { rateLimitKey } from "~/http/client-ip.server";
import { readCappedText } from "~/http/capped-body.server";
import { logger } from "~/lib/logger.server";
import { jsonMessage, NO_STORE_HEADERS } from "~/http/no-store";
import { leadAnswers, serverAnswers } from "~/site/api-answers.server";
import { MemoryRateLimiter } from "~/ops/memory-rate-limit.server";
import { formFunnelEvents } from "~/ops/metrics.server";
import { formIds } from "../shared/contract";
import { allowedOrigins } from "../intake/same-origin.server";
import { countedSteps } from "./form-events";
import { countFormStep } from "./funnel.server";

const copy = serverAnswers.formEvents;

/** `{"form":"job-apply","step":"start"}` is 35 bytes; this leaves room for spacing, nothing else. */
export const FORM_EVENT_MAX_BYTES = 128;
/** text/plain as sendBeacon and fetch send a string, and JSON for other clients. */
const ACCEPTED_TYPES = new Set(["application/json", "text/plain"]);

/**
 * Per-process cap on counts of one form's step per minute, from all clients, bounding what made-up
 * addresses can add. Past it reports get 204 but are not counted (ADR 036).
 */
export const FORM_STEP_CAP_PER_MINUTE = 600;

/** The server's intake; tests make their own. */
function envIntake() {
  return {
    /** Origins whose pages may report (PUBLIC_URL's origin and ALLOWED_ORIGINS). */
    origins: allowedOrigins(env().PUBLIC_URL, env().ALLOWED_ORIGINS),
    /** Per client address (an IPv6 /64 counts as one), of which 10,000 at most are held in memory. */
    limit: new MemoryRateLimiter({
      limit: env().RATE_LIMIT_FORM_EVENTS_PER_MINUTE,
      windowMs: 60_000,
      maxKeys: 10_000,
    }),
    /** Per form and step, all clients together; both are validated first, so the set of keys is bounded. */
    cap: new MemoryRateLimiter({
      limit: FORM_STEP_CAP_PER_MINUTE,
      windowMs: 60_000,
      maxKeys: formIds.length * countedSteps.length,
    }),
    count: countFormStep,
  };
}

export type FormEventIntake = ReturnType<typeof envIntake>;

let serverIntake: FormEventIntake | undefined;
const defaultIntake = () => (serverIntake ??= envIntake());

const noContent = () => new Response(null, { status: 204, headers: NO_STORE_HEADERS });

export const formEvent = z.strictObject({ form: z.enum(formIds), step: z.enum(countedSteps) });

export async function formEventResponse(
  request: Request,
  clientIp: string,
  intake: FormEventIntake = defaultIntake(),
): Promise<Response> {
  if (request.method !== "POST") return jsonMessage(405, copy.methodNotAllowed, { Allow: "POST" });
  const origin = request.headers.get("origin");
  if (origin === null || !intake.origins.has(origin)) return jsonMessage(403, leadAnswers.crossSite);
  const type = (request.headers.get("content-type") ?? "").split(";", 1)[0]!.trim().toLowerCase();
  if (!ACCEPTED_TYPES.has(type)) return jsonMessage(415, copy.unsupportedType);
  // An oversized body is left unread (cancelling would drop the connection before the response),
  // so the connection is closed after the response.
  const text = await readCappedText(request, FORM_EVENT_MAX_BYTES, "leave");
  if (text === null) return jsonMessage(413, copy.tooLarge(FORM_EVENT_MAX_BYTES), { Connection: "close" });
  let event: z.infer<typeof formEvent>;
  try {
    event = formEvent.parse(JSON.parse(text));
  } catch {
    return jsonMessage(400, copy.invalid);
  }
  const decision = intake.limit.hit(rateLimitKey(clientIp));
  if (!decision.allowed) {
    return jsonMessage(429, copy.tooMany, { "Retry-After": String(decision.retryAfterSeconds) });
  }
  if (!intake.cap.hit(`${event.form}:${event.step}`).allowed) return noContent();
  try {
    await intake.count(event.form, event.step);
  } catch (error) {
    logger.error({ err: error }, "form step not counted");
    return jsonMessage(503, copy.unavailable, { "Retry-After": "60" });
  }
  formFunnelEvents.inc(event);
  return noContent();
}
