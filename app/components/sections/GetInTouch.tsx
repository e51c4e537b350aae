import { Link } from "react-router";
import { getInTouch as copy } from "~/site/get-in-touch";

/** "Get In Touch / Let's connect", with a Book a Call button to /Contact-us. */
export function GetInTouch() {
  return (
    <section
      aria-labelledby="get-in-touch-heading"
      className="render-near-view bg-brand-700 py-16 text-white"
    >
      <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          {/* Pale blue, as the home hero's eyebrow: small amber text on this blue falls short of
              enhanced contrast (4.9:1), pale blue reaches 7.3:1. */}
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">{copy.eyebrow}</p>
          <h2 id="get-in-touch-heading" className="mt-2 text-3xl font-bold">
            {copy.title}
          </h2>
          <p className="mt-3 max-w-2xl text-brand-50">{copy.text}</p>
        </div>
        <Link to={copy.href} className="btn btn-accent shrink-0">
          {copy.buttonLabel}
        </Link>
      </div>
    </section>
  );
}
