/**
 * /staff/leads: the operators' page of stored leads (ADR 013, ADR 030); 404 while ADMIN_TOKEN is unset.
 * Plain HTML forms and links, so it works without JavaScript. Never cached, never indexed.
 */
import { messagePageOf, NotFoundView } from "~/components/sections/NotFoundView";
import { LeadsView } from "~/leads/staff/LeadsView";
import { STAFF_HEADERS, STAFF_ROUTE_HANDLE } from "~/leads/staff/paths";
import { SignInForm } from "~/leads/staff/SignInForm";
import { staffCopy } from "~/site/staff";
import type { Route } from "./+types/staff.leads";

export { action, loader } from "./staff.leads.server";

/** The action handles every method itself, so refusals keep the page's headers and its 404 rule. */
export const handle = STAFF_ROUTE_HANDLE;

/** Every response, errors included, keeps the no-store and noindex headers. */
export function headers({ actionHeaders, errorHeaders }: Route.HeadersArgs) {
  const headers = new Headers(STAFF_HEADERS);
  const retryAfter = errorHeaders?.get("Retry-After") ?? actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
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

/** The staff page's loader and action throw only a 404 (no ADMIN_TOKEN) or a 503 (no database). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shown = messagePageOf(error);
  if (shown) return <NotFoundView {...shown} />;
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold">{staffCopy.title}</h1>
      <p className="mt-4" role="alert">
        {staffCopy.unavailable}
      </p>
    </section>
  );
}
