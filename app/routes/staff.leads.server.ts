/**
 * The staff page's loader and action: the sign-in form or one page of leads, and the posts that sign
 * in, sign out and end every session (ADR 030).
 */
import { data, redirect } from "react-router";
import { readItems } from "~/cms/content-service.server";
import { staffInsights } from "~/leads/insights/staff-insights.server";
import { type AuditEvent, recordAudit } from "~/leads/staff/audit.server";
import { parseLeadQuery } from "~/leads/staff/filter";
import { pageOfLeads } from "~/leads/staff/lead-access.server";
import { STAFF_HEADERS, STAFF_PATH } from "~/leads/staff/paths";
import { endAllSessions, signIn, signOut, signOutCookie, staffAccess } from "~/leads/staff/session.server";
import { readCappedText } from "~/http/capped-body.server";
import { logger } from "~/lib/logger.server";
import { guardedClient } from "~/ops/bearer-gate-limit.server";
import { staffCopy } from "~/site/staff";
import type { Route } from "./+types/staff.leads";

const copy = staffCopy.signIn;

/** An answer the sign-in form shows as its error, with the staff area's headers and any others. */
const refusal = (error: string, status: number, headers: Record<string, string> = {}) =>
  data({ error }, { status, headers: { ...STAFF_HEADERS, ...headers } });

const backTo = (location: string, headers: Record<string, string> = {}) =>
  redirect(location, { status: 303, headers: { ...STAFF_HEADERS, ...headers } });

/** The query the sign-in form is shown with after every session was ended, to say so. */
const ENDED_PARAM = "ended";

/** The largest sign-in or sign-out body read; a token is at most a few hundred characters. */
const FORM_MAX_BYTES = 4096;

/**
 * A small url-encoded form body: null when it is larger or of another type, so a client cannot make
 * the server hold an endless body.
 */
async function readSmallForm(request: Request): Promise<URLSearchParams | null> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return null;
  const text = await readCappedText(request, FORM_MAX_BYTES);
  return text === null ? null : new URLSearchParams(text);
}

/**
 * Runs the loader or the action; a failure of the database they read is a 503 that says so, not a
 * 500. Redirects and deliberate answers (404, 401, 429) are not Errors and pass through.
 */
async function whileStorageAnswers<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    logger.error({ err: error }, "staff page: the database did not answer");
    const headers = { ...STAFF_HEADERS, "Retry-After": "30" };
    throw data({ message: staffCopy.unavailable }, { status: 503, headers });
  }
}

export const loader = (args: Route.LoaderArgs) => whileStorageAnswers(() => leadsPage(args));
export const action = (args: Route.ActionArgs) => whileStorageAnswers(() => staffPost(args));

async function leadsPage({ request, url }: Route.LoaderArgs) {
  const access = await staffAccess(request);
  // The staff area's headers come from the route's `headers`, for data requests too.
  if (access === "signed-out") {
    const ended = url.searchParams.get(ENDED_PARAM) === "all";
    return { signedIn: false as const, ended };
  }
  const { filter, page, ignored } = parseLeadQuery(url.searchParams);
  const { leads, hasNext } = await pageOfLeads(filter, page);
  const titles = await openingTitles();
  return {
    signedIn: true as const,
    leads: leads.map((lead) => ({
      ...lead,
      openingTitle: lead.opening ? titles.get(lead.opening) : undefined,
    })),
    hasNext,
    page,
    filter,
    ignored,
    insights: await staffInsights(filter, url.searchParams),
  };
}

/** The title of each opening by its key, so staff read which role an application is for. */
async function openingTitles(): Promise<Map<string, string>> {
  try {
    return new Map((await readItems("careers", "published")).map((opening) => [opening.key, opening.title]));
  } catch (error) {
    // The key alone still names the opening.
    logger.warn({ err: error }, "staff page: opening titles not read");
    return new Map();
  }
}

async function staffPost({ request, context }: Route.ActionArgs) {
  const access = await staffAccess(request);
  // The page's forms post; any other method (PUT, PATCH, DELETE) signs nobody in or out. Allow is
  // added as to every 405 without it (refusalHeaders).
  if (request.method !== "POST") return refusal(copy.unreadable, 405);
  const form = await readSmallForm(request);
  if (!form) return refusal(copy.unreadable, 400);
  const signedOut = async (location: string) => backTo(location, { "Set-Cookie": await signOutCookie() });
  const intent = form.get("intent");
  const client = guardedClient(context);
  const audit = (kind: AuditEvent["kind"]) => recordAudit({ kind, via: "page", clientIp: client.ip });
  if (intent === "sign-out") {
    await signOut(request);
    if (access === "signed-in") await audit("sign-out");
    return signedOut(STAFF_PATH);
  }
  if (intent === "end-all-sessions") {
    // Only staff may end everyone's sessions; anyone else is just shown the sign-in form.
    if (access !== "signed-in") return backTo(STAFF_PATH);
    await endAllSessions();
    await audit("end-all-sessions");
    return signedOut(`${STAFF_PATH}?${ENDED_PARAM}=all`);
  }
  const outcome = await signIn(form.get("token") ?? "", client);
  if (outcome.ok || outcome.reason === "wrong") await audit(outcome.ok ? "sign-in" : "sign-in-failed");
  if (outcome.ok) return backTo(STAFF_PATH, { "Set-Cookie": outcome.setCookie });
  if (outcome.reason === "limited") {
    const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
    return refusal(copy.tooMany(minutes), 429, { "Retry-After": String(outcome.retryAfterSeconds) });
  }
  return refusal(copy.wrongToken, 401);
}
