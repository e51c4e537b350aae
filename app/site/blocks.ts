import type { Card, ProcessStep } from "./types";

/** An illustration with its intrinsic size, so the layout never shifts while it loads. */
export type Illustration = { src: string; alt: string; width: number; height: number };

/** A button-styled link inside a section (Learn More, Read Case Study, Watch Now). */
export type ActionLink = {
  label: string;
  href: string /** Read after the label by screen readers. */;
  context?: string;
};

type BlockBase = { id: string; eyebrow?: string; title: string; intro?: string };

/** Text beside an illustration, with optional bullets and action links. */
export type SplitBlock = BlockBase & {
  kind: "split";
  paragraphs: readonly string[];
  bullets?: readonly string[];
  image: Illustration;
  actions?: readonly ActionLink[];
};

/** An ordered process (development steps, design process). */
export type StepsBlock = BlockBase & { kind: "steps"; steps: readonly ProcessStep[] };

/** A grid of cards (benefit blocks, offerings, engagement models). */
export type CardsBlock = BlockBase & { kind: "cards"; cards: readonly Card[]; columns?: 2 | 3 | 4 };

/** Rules we hold ourselves to, each with a short explanation. */
export type RulesBlock = BlockBase & { kind: "rules"; rules: readonly { title: string; text: string }[] };

/** The sections a content page is composed of, rendered in order by ContentBlocks. */
export type ContentBlock = SplitBlock | StepsBlock | CardsBlock | RulesBlock;

/** 96 x 96 icon art under /images/{folder}/. */
// Pure: copy modules call it at their top level, and the bundler may drop copy a chunk does not use.
/* @__NO_SIDE_EFFECTS__ */
export function icon(folder: string, name: string): string {
  return `/images/${folder}/${name}.svg`;
}

/** 480 x 320 illustration art. */
/* @__NO_SIDE_EFFECTS__ */
export function illustration(src: string, alt: string): Illustration {
  return { src, alt, width: 480, height: 320 };
}
