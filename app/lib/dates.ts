/** Parsing, formatting and sorting of content dates, which are stored as ISO strings. */

const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** Milliseconds since the epoch, or undefined for a missing or unparseable date. */
export function toTime(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/** "Short month, day, year", e.g. "Mar 4, 2025"; empty for a missing date. */
export function formatShortDate(value: string | null | undefined): string {
  const time = toTime(value);
  return time === undefined ? "" : shortDate.format(time);
}

/** RFC 822 date for RSS 2.0. */
export function formatRfc822(value: string | null | undefined): string | undefined {
  const time = toTime(value);
  return time === undefined ? undefined : new Date(time).toUTCString();
}

/**
 * Newest first by the chosen date, undated items last; ties go to the higher id, so the order never
 * depends on the source's order.
 */
export function sortByDateDesc<T extends { id: number }>(
  items: readonly T[],
  dateOf: (item: T) => string | null | undefined,
): T[] {
  return [...items].sort((a, b) => {
    const ta = toTime(dateOf(a));
    const tb = toTime(dateOf(b));
    if (ta !== tb) {
      if (ta === undefined) return 1;
      if (tb === undefined) return -1;
      return tb - ta;
    }
    return b.id - a.id;
  });
}

/** The calendar day (UTC) of a date or timestamp, "2024-10-31"; undefined if it cannot be read. */
export function isoDay(value: string | null | undefined): string | undefined {
  const time = toTime(value);
  return time === undefined ? undefined : new Date(time).toISOString().slice(0, 10);
}
