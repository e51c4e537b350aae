/**
 * What every page says around its own copy: the shell (header, menu, footer), the 404 page, shared
 * controls. The shell imports this file, so all of it loads on every page: words only some pages show
 * are in ./section-text.ts.
 */
import { brand } from "./brand";

/** Screen-reader suffix of every link that opens in a new tab. */
export const NEW_TAB_NOTE = "(opens in a new tab)";

/** "LinkedIn (opens in a new tab)": a link's accessible name when it opens a new tab. */
export function newTabLabel(label: string): string {
  return `${label} ${NEW_TAB_NOTE}`;
}

/** Shell: header, mobile menu, footer and the landmarks around them. */
export const shellUiCopy = {
  homeLinkLabel: `${brand.name} home`,
  landmarks: {
    mainNav: "Main",
    mobileNav: "Mobile",
    noScriptNav: "Site",
    legalNav: "Legal",
    social: "Social media",
  },
  mobileMenu: {
    title: "Menu",
    open: "Open menu",
    close: "Close menu",
  },
  japanSite: {
    label: "Japan site",
    linkLabel: newTabLabel("Japan site"),
  },
  /** The footer's last line; the legal name already ends its sentence ("Inc."). */
  copyright: `© ${brand.copyrightYear} ${brand.legalName.endsWith(".") ? brand.legalName : `${brand.legalName}.`} All rights reserved.`,
  officesTitle: "Our Offices",
} as const;

/** Generic controls. */
export const controlsCopy = {
  closeDialog: "Close",
  /** Default label of a card's link when the card names none. */
  learnMore: "Learn More",
  /** The home page's toggle (pressed: stopped) for its typed header and partner strip. */
  pauseAnimations: "Pause animations",
} as const;
