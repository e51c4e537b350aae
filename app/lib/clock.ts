/** One formatter per time zone, made on first use: creating one is costly and clocks tick every second. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** "14:05:09" in the given IANA time zone. */
export function formatClock(date: Date, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    clockFormats.set(timeZone, format);
  }
  return format.format(date);
}
