import { Link } from "react-router";
import { errorPages } from "~/site/pages/errors";
import { notFoundCopy } from "~/site/page-text";

type NotFoundViewProps = { heading?: string; text?: string; link?: { label: string; href: string } };

/** The 404 page (one sentence and a Go to homepage button), or a removed item's 410 page and its way on. */
export function NotFoundView({
  heading = errorPages.notFound.heading,
  text = notFoundCopy.text,
  link = { label: notFoundCopy.homeLabel, href: notFoundCopy.homeHref },
}: NotFoundViewProps) {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="text-4xl font-bold text-navy-900">{heading}</h1>
      <p className="mt-6 max-w-xl text-lg">{text}</p>
      <Link to={link.href} className="btn btn-primary mt-8">
        {link.label}
      </Link>
    </section>
  );
}
