import { Link } from "react-router";
import { errorPages } from "~/site/pages/errors";

/** Spec §2 "404": the exact sentence and a Go to homepage button. */
export function NotFoundView() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-4xl font-bold text-navy-900">{errorPages.notFound.heading}</h1>
      <p className="mt-6 max-w-xl text-lg">
        Oops! The page you are looking for does not exist. You can return to the home page from here.
      </p>
      <Link to="/" className="btn btn-primary mt-8">
        Go to homepage
      </Link>
    </section>
  );
}
