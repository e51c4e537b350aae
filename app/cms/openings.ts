import type { Opening, OpeningStatus } from "./types";

/**
 * Whether a job opening is listed, takes applications or is closed. The deadline rule is applied to
 * the list as the content service reads it, so every page and the content version agree on it.
 */

const DAY_MS = 86_400_000;

/** The moment an opening's deadline day has ended (UTC): the start of the next day. */
export function deadlineEndsAt(deadline: string): number {
  return (Math.floor(Date.parse(deadline) / DAY_MS) + 1) * DAY_MS;
}

/** The status an opening has at `now`: its editor's, or closed once a self-closing one's deadline has passed. */
export function statusAt(opening: Pick<Opening, "status" | "closesAtDeadline" | "deadline">, now: number) {
  const expired = opening.closesAtDeadline && now >= deadlineEndsAt(opening.deadline);
  const status: OpeningStatus = expired ? "closed" : opening.status;
  return status;
}

/** The openings with the deadline rule applied at `now`; an opening that did not change is kept as it is. */
export function withDeadlinesApplied(openings: readonly Opening[], now: number = Date.now()): Opening[] {
  return openings.map((opening) => {
    const status = statusAt(opening, now);
    return status === opening.status ? opening : { ...opening, status };
  });
}

export const isClosed = (opening: Pick<Opening, "status">) => opening.status === "closed";

/** The openings the Current Openings table lists: the open ones (unlisted ones are reached by link). */
export function listedOpenings(openings: readonly Opening[]): Opening[] {
  return openings.filter((opening) => opening.status === "open");
}

/**
 * The openings an opening's Other Openings side list shows, in its editor's order: those its slugs
 * name that exist and are not closed, never the opening itself.
 */
export function otherOpeningsOf(opening: Opening, openings: readonly Opening[]): Opening[] {
  return opening.otherOpenings.flatMap((slug) => {
    const other = openings.find((candidate) => candidate.slug.toLowerCase() === slug.toLowerCase());
    return other && other.key !== opening.key && !isClosed(other) ? [other] : [];
  });
}
