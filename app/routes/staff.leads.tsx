/**
 * /staff/leads: the operators' page of stored leads (ADR 013, ADR 030). Not part of the public site:
 * 404 while ADMIN_TOKEN is unset; otherwise a sign-in form that turns the token into a signed session
 * cookie, then the leads with filters in the URL (a GET form), attachments and a CSV of the same
 * filter. Plain HTML forms and links throughout: it works without JavaScript. Never cached, never
 * indexed.
 */
import { data, redirect } from "react-router";
import { formIds, type FormId } from "~/leads/shared/contract";
import { filterSearch, LEADS_PAGE_SIZE, type LeadFilter, parseLeadQuery } from "~/leads/staff/filter";
import {
  endAllSessions,
  readSmallForm,
  signIn,
  signOut,
  signOutCookie,
  staffAccess,
} from "~/leads/staff/session.server";
import { listLeads, type StaffLead } from "~/leads/staff/lead-access.server";
import { type AuditKind, recordAudit } from "~/leads/staff/audit.server";
import { AttributionList } from "~/leads/staff/AttributionList";
import { Cell, RowHeading, StaffTable } from "~/leads/staff/StaffTable";
import { FunnelTable } from "~/leads/insights/FunnelTable";
import { SourcesReport } from "~/leads/insights/SourcesReport";
import { staffInsights } from "~/leads/insights/staff-insights.server";
import { mailtoHref } from "~/leads/staff/mailto";
import { STAFF_HEADERS, STAFF_PATH, STAFF_ROUTE_HANDLE, staffAttachmentPath } from "~/leads/staff/paths";
import { guardedClient } from "~/ops/bearer-gate-limit.server";
import { staffCopy } from "~/site/staff";
import type { Route } from "./+types/staff.leads";

const copy = staffCopy;
const formLabels: Record<FormId, string> = copy.formNames;

type SignInError = { error: string };

export async function loader({ request, url }: Route.LoaderArgs) {
  const access = await staffAccess(request);
  if (access === "disabled") throw data(null, { status: 404, headers: STAFF_HEADERS });
  if (access === "signed-out") {
    const ended = url.searchParams.get(ENDED_PARAM) === "all";
    return data({ signedIn: false as const, ended }, { headers: STAFF_HEADERS });
  }
  const { filter, page, ignored } = parseLeadQuery(url.searchParams);
  const rows = await listLeads({
    filter,
    limit: LEADS_PAGE_SIZE + 1,
    offset: (page - 1) * LEADS_PAGE_SIZE,
  });
  return data(
    {
      signedIn: true as const,
      leads: rows.slice(0, LEADS_PAGE_SIZE),
      hasNext: rows.length > LEADS_PAGE_SIZE,
      page,
      filter,
      ignored,
      insights: await staffInsights(filter, url.searchParams),
    },
    { headers: STAFF_HEADERS },
  );
}

/**
 * The action answers every method itself, not the root's refusal: a PUT or a DELETE is refused with
 * the page's own headers (never stored, never indexed), and is a 404 while staff access is off.
 */
export const handle = STAFF_ROUTE_HANDLE;

/** The query the sign-in form is shown with after every session was ended, to say so. */
const ENDED_PARAM = "ended";

export async function action({ request, context }: Route.ActionArgs) {
  const access = await staffAccess(request);
  if (access === "disabled") throw data(null, { status: 404, headers: STAFF_HEADERS });
  // The page's forms post; any other method (PUT, PATCH, DELETE) signs nobody in or out.
  if (request.method !== "POST") {
    return data<SignInError>(
      { error: copy.signIn.unreadable },
      { status: 405, headers: { ...STAFF_HEADERS, Allow: "GET, HEAD, POST" } },
    );
  }
  const form = await readSmallForm(request);
  if (!form) {
    return data<SignInError>({ error: copy.signIn.unreadable }, { status: 400, headers: STAFF_HEADERS });
  }
  const signedOut = async (location: string) =>
    redirect(location, { status: 303, headers: { ...STAFF_HEADERS, "Set-Cookie": await signOutCookie() } });
  const intent = form.get("intent");
  const client = guardedClient(context);
  const audit = (kind: AuditKind) => recordAudit({ kind, via: "page", clientIp: client.ip });
  if (intent === "sign-out") {
    await signOut(request);
    if (access === "signed-in") await audit("sign-out");
    return signedOut(STAFF_PATH);
  }
  if (intent === "end-all-sessions") {
    // Only staff may end everyone's sessions; anyone else is just shown the sign-in form.
    if (access !== "signed-in") return redirect(STAFF_PATH, { status: 303, headers: STAFF_HEADERS });
    await endAllSessions();
    await audit("end-all-sessions");
    return signedOut(`${STAFF_PATH}?${ENDED_PARAM}=all`);
  }
  const outcome = await signIn(form.get("token") ?? "", client);
  if (outcome.ok || outcome.reason === "wrong-token") await audit(outcome.ok ? "sign-in" : "sign-in-failed");
  if (outcome.ok) {
    return redirect(STAFF_PATH, {
      status: 303,
      headers: { ...STAFF_HEADERS, "Set-Cookie": outcome.setCookie },
    });
  }
  if (outcome.reason === "disabled") throw data(null, { status: 404, headers: STAFF_HEADERS });
  if (outcome.reason === "rate-limited") {
    const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
    return data<SignInError>(
      { error: copy.signIn.tooMany(minutes) },
      { status: 429, headers: { ...STAFF_HEADERS, "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  return data<SignInError>({ error: copy.signIn.wrongToken }, { status: 401, headers: STAFF_HEADERS });
}

/** Every answer of the page, errors included, keeps its no-store and noindex headers. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(STAFF_HEADERS);
  for (const name of ["Retry-After", "Allow"]) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

export const meta: Route.MetaFunction = () => [
  { title: copy.title },
  { name: "robots", content: "noindex, nofollow" },
];

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-3";

function SignInForm({ error, ended }: { error?: string; ended: boolean }) {
  return (
    <section className="container-page max-w-lg py-16" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading" className="text-3xl font-bold text-navy-900">
        {copy.signIn.heading}
      </h1>
      {ended && !error ? (
        <p role="status" className="mt-3 rounded-md border border-slate-400 bg-slate-50 p-3 text-slate-800">
          {copy.signIn.allEnded}
        </p>
      ) : null}
      <p className="mt-3 text-slate-700">{copy.signIn.intro}</p>
      <form method="post" action={STAFF_PATH} className="mt-6 space-y-4" aria-labelledby="sign-in-heading">
        <input type="hidden" name="intent" value="sign-in" />
        {error ? (
          <p
            id="sign-in-error"
            role="alert"
            className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800"
          >
            {error}
          </p>
        ) : null}
        <div>
          <label htmlFor="admin-token" className="font-semibold">
            {copy.signIn.tokenLabel}
          </label>
          <input
            id="admin-token"
            name="token"
            type="password"
            required
            autoComplete="current-password"
            className={inputClass}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "sign-in-error" : undefined}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {copy.signIn.button}
        </button>
      </form>
    </section>
  );
}

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

function Filters({ filter }: { filter: LeadFilter }) {
  return (
    <form
      method="get"
      action={STAFF_PATH}
      className="mt-6 grid gap-4 rounded-lg border border-slate-300 p-4 md:grid-cols-5"
      aria-label={copy.filters.label}
    >
      <div>
        <label htmlFor="filter-form" className="text-sm font-semibold">
          {copy.filters.form}
        </label>
        <select id="filter-form" name="form" defaultValue={filter.form ?? ""} className={inputClass}>
          <option value="">{copy.filters.allForms}</option>
          {formIds.map((id) => (
            <option key={id} value={id}>
              {formLabels[id]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-from" className="text-sm font-semibold">
          {copy.filters.from}
        </label>
        <input
          id="filter-from"
          name="from"
          type="date"
          defaultValue={filter.from ?? ""}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="filter-to" className="text-sm font-semibold">
          {copy.filters.to}
        </label>
        <input id="filter-to" name="to" type="date" defaultValue={filter.to ?? ""} className={inputClass} />
      </div>
      <div>
        <label htmlFor="filter-q" className="text-sm font-semibold">
          {copy.filters.search}
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={filter.q ?? ""} className={inputClass} />
      </div>
      <div className="flex items-end gap-3">
        <button type="submit" className="btn btn-primary">
          {copy.filters.apply}
        </button>
        <a href={STAFF_PATH} className="link">
          {copy.filters.clear}
        </a>
      </div>
    </form>
  );
}

function LeadRow({ lead }: { lead: StaffLead }) {
  return (
    <tr className="align-top">
      <RowHeading noWrap>
        <time dateTime={lead.createdAt}>{dateTime.format(new Date(lead.createdAt))}</time>
      </RowHeading>
      <Cell>{formLabels[lead.form as FormId] ?? lead.form}</Cell>
      <Cell>{lead.name}</Cell>
      <Cell>
        {lead.email ? (
          <a className="link break-all" href={mailtoHref(lead.email)}>
            {lead.email}
          </a>
        ) : null}
      </Cell>
      <Cell>{lead.contact}</Cell>
      <Cell className="max-w-md whitespace-pre-wrap break-words">{lead.message}</Cell>
      <Cell>{lead.product.join(", ")}</Cell>
      <Cell>
        <ul>
          <li>
            {copy.list.mailStatus}: {lead.mail}
          </li>
          {lead.outbox
            .filter((row) => row.kind !== "lead")
            .map((row, index) => (
              <li key={`${row.kind}-${index}`}>
                {row.kind}: {row.status}
              </li>
            ))}
        </ul>
      </Cell>
      <Cell>
        {lead.attachments.length > 0 ? (
          <ul>
            {lead.attachments.map((file) => (
              <li key={file.n}>
                <a
                  className="link break-all"
                  href={staffAttachmentPath(lead.id, file.n)}
                  download={file.name}
                >
                  {file.name}
                </a>{" "}
                <span className="text-sm text-slate-600">({Math.ceil(file.size / 1024)} KB)</span>
              </li>
            ))}
          </ul>
        ) : (
          copy.list.noAttachments
        )}
      </Cell>
      <Cell>
        <AttributionList attribution={lead.attribution} />
      </Cell>
    </tr>
  );
}

export default function StaffLeadsPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return <SignInForm error={(actionData as SignInError | undefined)?.error} ended={loaderData.ended} />;
  }
  const { leads, hasNext, page, filter, ignored, insights } = loaderData;
  const first = (page - 1) * LEADS_PAGE_SIZE + 1;
  const range = leads.length > 0 ? `${first}–${first + leads.length - 1}` : copy.list.noRange;
  return (
    <div className="container-page py-12">
      <a href="#results" className="skip-link">
        {copy.list.skipToResults}
      </a>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-navy-900">{copy.list.heading}</h1>
        <div className="flex flex-wrap items-center gap-4">
          <a className="link font-semibold" href={`${STAFF_PATH}.csv${filterSearch(filter)}`}>
            {copy.list.downloadCsv}
          </a>
          <form method="post" action={STAFF_PATH}>
            <input type="hidden" name="intent" value="sign-out" />
            <button type="submit" className="btn btn-light">
              {copy.list.signOut}
            </button>
          </form>
          <form method="post" action={STAFF_PATH}>
            <input type="hidden" name="intent" value="end-all-sessions" />
            <button type="submit" className="btn btn-light" aria-describedby="end-all-hint">
              {copy.list.endAllSessions}
            </button>
            <span id="end-all-hint" className="sr-only">
              {copy.list.endAllSessionsHint}
            </span>
          </form>
        </div>
      </div>
      <Filters filter={filter} />
      {ignored.length > 0 ? (
        <p className="mt-3 text-red-800" role="status">
          {copy.filters.ignored(ignored)}
        </p>
      ) : null}
      <section id="results" tabIndex={-1} className="mt-8 outline-none" aria-labelledby="results-heading">
        <h2 id="results-heading" className="text-xl font-bold">
          {copy.list.results}
        </h2>
        {leads.length === 0 ? (
          <p className="mt-3">{copy.list.none}</p>
        ) : (
          <StaffTable caption={copy.list.caption(range, page)} columns={copy.list.columns}>
            {leads.map((lead) => (
              <LeadRow key={lead.id} lead={lead} />
            ))}
          </StaffTable>
        )}
        {page > 1 || hasNext ? (
          <nav aria-label={copy.list.pages} className="mt-6 flex gap-6">
            {page > 1 ? (
              <a className="link" href={`${STAFF_PATH}${filterSearch(filter, page - 1)}`} rel="prev">
                {copy.list.previous}
              </a>
            ) : null}
            {hasNext ? (
              <a className="link" href={`${STAFF_PATH}${filterSearch(filter, page + 1)}`} rel="next">
                {copy.list.next}
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
      <SourcesReport report={insights.sources} filter={filter} />
      <FunnelTable funnel={insights.funnel} retentionDays={insights.retentionDays} />
    </div>
  );
}
