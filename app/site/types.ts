/** Static structures of the site's pages: cards and process steps. */

/** A card: name, text, image and an optional key (e.g. a PRIZM scroll target). */
export type Card = { name: string; text: string; image?: string; key?: string };

/** A card that leads somewhere (service cards, case studies). */
export type LinkCard = Card & { link: string; linkLabel?: string };

export type ProcessStep = { id: string; title: string; content: string };
