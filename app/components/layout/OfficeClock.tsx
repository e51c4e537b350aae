import { useEffect, useState } from "react";
import { formatClock } from "~/lib/clock";
import { OFFICE_CLOCK_TICK_MS } from "~/site/constants";

/**
 * A live local clock, refreshed every second. The server cannot know the visitor's moment, so it
 * renders a neutral placeholder and the clock starts after hydration (no mismatch).
 */
export function OfficeClock({ timeZone }: { timeZone: string }) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), OFFICE_CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className="mt-1 font-mono text-xl text-accent-400" data-time-zone={timeZone}>
      <time dateTime={now?.toISOString()} suppressHydrationWarning>
        {now ? formatClock(now, timeZone) : "--:--:--"}
      </time>
    </p>
  );
}
