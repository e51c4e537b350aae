/**
 * What the section components that only some pages use say (person cards, case studies, video
 * players). Kept out of ./page-text.ts, which the shell imports: there they would be in every page's
 * first load (ADR 016).
 */
import { NEW_TAB_NOTE } from "./page-text";

/** Person cards and biographies on /our-team. */
export const personCopy = {
  linkedIn: "LinkedIn",
  /** Screen-reader tail of the LinkedIn link, naming whose profile it is. */
  linkedInFor: (name: string) => `: ${name} ${NEW_TAB_NOTE}`,
  portraitAlt: (name: string) => `Portrait of ${name}`,
} as const;

/** Case study pages. */
export const caseStudyUiCopy = {
  eyebrow: (group: string) => `Case Study · ${group}`,
  factsLabel: "Project facts",
} as const;

/** Video players: the captions track's name and the player's own control bar. */
export const videoUiCopy = {
  captionsLabel: "English",
  controlsLabel: "Video controls",
  play: "Play",
  pause: "Pause",
  mute: "Mute",
  unmute: "Unmute",
  captions: "Captions",
  seek: "Seek",
  /** The seek slider's spoken value, e.g. "0:12 of 1:05". */
  position: (current: string, total: string) => `${current} of ${total}`,
  fullScreen: "Full screen",
  exitFullScreen: "Exit full screen",
} as const;
