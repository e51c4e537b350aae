import type { Opening } from "./types.server";

/**
 * Whether a job opening is listed, takes applications or is closed. The deadline rule is applied to
 * the list as the content service reads it, so every page and the content version agree on it.
 */

const DAY_MS = 86_400_000;

/** The moment an opening's deadline day has ended (UTC): the start of the next day. */
const deadlineEndsAt = (deadline: string) => (Math.floor(Date.parse(deadline) / DAY_MS) + 1) * DAY_MS;

/**
 * The openings at `now`: one set to close at its deadline is closed once that day has ended; an
 * opening that did not change is kept as it is.
 */
export function withDeadlinesApplied(openings: readonly Opening[], now: number = Date.now()): Opening[] {
  return openings.map((opening) =>
    opening.closesAtDeadline && opening.status !== "closed" && now >= deadlineEndsAt(opening.deadline)
      ? { ...opening, status: "closed" }
      : opening,
  );
}

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
    return other && other.key !== opening.key && other.status !== "closed" ? [other] : [];
  });
}
