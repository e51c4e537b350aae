import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Card, LinkCard } from "~/site/types";
import { controlsCopy } from "~/site/page-text";
import { Img } from "../ui/Img";
import { Reveal } from "../ui/Reveal";

type CardGridProps = {
  cards: readonly (Card | LinkCard)[];
  columns?: 2 | 3 | 4;
  /** Lets a page add to a card, e.g. link state for a PRIZM scroll target. */
  renderAction?: (card: Card | LinkCard) => ReactNode;
};

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "md:grid-cols-2 lg:grid-cols-4",
};

/** Static cards (name, text, image, optional link) in a responsive grid. */
export function CardGrid({ cards, columns = 3, renderAction }: CardGridProps) {
  return (
    <ul className={`grid gap-6 ${columnClasses[columns]}`}>
      {cards.map((card) => (
        <Reveal
          as="li"
          key={card.key ?? card.name}
          className="flex flex-col rounded-2xl bg-white p-6 text-slate-800 shadow-sm ring-1 ring-slate-200"
        >
          {card.image ? <Img src={card.image} width={96} height={96} className="mb-4 h-16 w-16" /> : null}
          <h3 className="text-xl font-semibold text-navy-900">{card.name}</h3>
          <p className="mt-3 flex-1">{card.text}</p>
          {renderAction
            ? renderAction(card)
            : "link" in card && (
                <Link to={card.link} className="btn btn-primary mt-6 self-start">
                  {card.linkLabel ?? controlsCopy.learnMore}
                  <span className="sr-only">: {card.name}</span>
                </Link>
              )}
        </Reveal>
      ))}
    </ul>
  );
}
