import { isRouteErrorResponse, Link } from "react-router";
import type { MessagePage } from "~/site/message-pages";

/** The message page an error carries as its data (a 404's or a removed item's 410), if it carries one. */
export function messagePageOf(error: unknown): MessagePage | undefined {
  // Only this site's loaders answer 404 or 410 with a page in their data (app/http/not-found.server.ts).
  return isRouteErrorResponse(error) && (error.status === 404 || error.status === 410) && error.data?.page
    ? error.data
    : undefined;
}

/** The 404 page (one sentence and a Go to homepage button), or a removed item's 410 page and its way on. */
export function NotFoundView({ page, text, link }: MessagePage) {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-4xl font-bold text-navy-900">{page.heading}</h1>
      <p className="mt-6 max-w-xl text-lg">{text}</p>
      <Link to={link.href} className="btn btn-primary mt-8">
        {link.label}
      </Link>
    </section>
  );
}
