import type { ComponentType } from "react";

/**
 * What a route module may add to the document shell through its `handle`, so a block only one page
 * shows stays out of the shell every page loads (ADR 016).
 */
export type ShellHandle = {
  /** Rendered at the top of the footer: the contact page's Our Offices. */
  footerLead?: ComponentType;
};

/** The footer block of the deepest matched route that has one. */
export function footerLeadOf(matches: readonly { handle: unknown }[]): ComponentType | undefined {
  return matches
    .map((match) => (match.handle as ShellHandle | null | undefined)?.footerLead)
    .findLast(Boolean);
}
