import type { CardsBlock } from "./blocks";
import type { LinkCard } from "./types";

/** The copy of the case study pages; the case studies themselves are content (content/case-studies). */
export const caseStudyList = {
  intro:
    "What we built, why, and what changed for the client. Names are withheld where our clients asked us to; the numbers are theirs.",
  groups: [
    { id: "products", title: "Products", group: "Products" },
    { id: "services", title: "Services", group: "Services" },
  ],
  readLabel: "Read Case Study",
  backLabel: "Back to case studies",
  resultsTitle: "Results",
  technologiesTitle: "Technology",
} as const;

/** What the list shows of a case study: its card, under its group. */
export type CaseStudyCard = { group: string; name: string; text: string; image: string; link: string };

/**
 * The list's sections: one per group that has a case study, its cards in the order given. A lone
 * card takes a third of the row, as the other card grids do; two or more share it in halves.
 */
export function caseStudyBlocks(studies: readonly CaseStudyCard[]): CardsBlock[] {
  return caseStudyList.groups.flatMap(({ id, title, group }): CardsBlock[] => {
    const cards = studies
      .filter((study) => study.group === group)
      // Keyed by link: two case studies may share a name, never a page.
      .map(
        ({ name, text, image, link }): LinkCard => ({
          key: link,
          name,
          text,
          image,
          link,
          linkLabel: caseStudyList.readLabel,
        }),
      );
    if (cards.length === 0) return [];
    return [{ kind: "cards", id, title, cards, columns: cards.length > 1 ? 2 : 3 }];
  });
}
