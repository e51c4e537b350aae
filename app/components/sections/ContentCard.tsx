import { Link } from "react-router";
import type { ContentCardView } from "~/cms/views";
import { ContentImage } from "./ContentImage";

type ContentCardListProps = {
  cards: readonly ContentCardView[];
  /** Accessible name of the list. */
  label: string;
  /** With a label, each card gets an explicit link ("Read more"); without, the title is the link. */
  linkLabel?: string;
};

/** Blog and news cards in two columns: image, date, title, and an excerpt or a link. */
export function ContentCardList({ cards, label, linkLabel }: ContentCardListProps) {
  return (
    <ul aria-label={label} className="grid gap-8 md:grid-cols-2">
      {cards.map((card) => (
        <li key={card.id}>
          <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
            <ContentImage image={card.image} />
            <div className="flex flex-1 flex-col p-6">
              {card.date ? (
                <time dateTime={card.date} className="text-sm font-medium text-slate-600">
                  {card.dateLabel}
                </time>
              ) : null}
              <h2 className="mt-2 text-xl font-semibold text-navy-900">
                {linkLabel ? (
                  card.title
                ) : (
                  <Link
                    to={card.href}
                    className="after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-accent-400"
                  >
                    {card.title}
                  </Link>
                )}
              </h2>
              {card.excerpt ? <p className="mt-3 flex-1 text-slate-700">{card.excerpt}</p> : null}
              {linkLabel ? (
                <Link to={card.href} className="link mt-4 self-start font-semibold">
                  {linkLabel}
                  <span className="sr-only">: {card.title}</span>
                </Link>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
