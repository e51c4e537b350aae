/**
 * /staff/leads: the operators' page of stored leads (ADR 013, ADR 030). Not part of the public site:
 * 404 while ADMIN_TOKEN is unset; otherwise a sign-in form, then the leads with filters in the URL
 * (a GET form), attachments and a CSV of the same filter. Plain HTML forms and links throughout: it
 * works without JavaScript. Never cached, never indexed.
 */
import { LeadsView } from "~/leads/staff/LeadsView";
import { STAFF_HEADERS, STAFF_ROUTE_HANDLE } from "~/leads/staff/paths";
import { SignInForm } from "~/leads/staff/SignInForm";
import { staffCopy } from "~/site/staff";
import type { Route } from "./+types/staff.leads";

export { action, loader } from "./staff.leads.server";

/**
 * The action answers every method itself, not the root's refusal: a PUT or a DELETE is refused with
 * the page's own headers (never stored, never indexed), and is a 404 while staff access is off.
 */
export const handle = STAFF_ROUTE_HANDLE;

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
  { title: staffCopy.title },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffLeadsPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <SignInForm error={actionData?.error} ended={loaderData.ended} />;
  return <LeadsView {...loaderData} />;
}
