import { Link } from "react-router";
import { errorPages } from "~/site/pages/errors";
import { notFoundCopy } from "~/site/page-text";

/** The 404 page: its one sentence and a Go to homepage button. */
export function NotFoundView() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-4xl font-bold text-navy-900">{errorPages.notFound.heading}</h1>
      <p className="mt-6 max-w-xl text-lg">{notFoundCopy.text}</p>
      <Link to={notFoundCopy.homeHref} className="btn btn-primary mt-8">
        {notFoundCopy.homeLabel}
      </Link>
    </section>
  );
}
