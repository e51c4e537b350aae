import { startTransition, useEffect, useState } from "react";
import { formatClock } from "~/lib/clock";
import { OFFICE_CLOCK_TICK_MS } from "~/site/constants";

/**
 * A live local clock. The server renders a placeholder and the clock starts after hydration, so
 * there is no mismatch. Updates are transitions, so the costly first date formatter is created in a
 * task of its own rather than in the one that finishes hydration.
 */
export function OfficeClock({ timeZone }: { timeZone: string }) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => startTransition(() => setNow(new Date()));
    tick();
    const timer = window.setInterval(tick, OFFICE_CLOCK_TICK_MS);
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
