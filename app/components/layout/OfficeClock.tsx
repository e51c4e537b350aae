import { startTransition, useEffect, useState } from "react";
import { formatClock } from "~/lib/clock";
import { OFFICE_CLOCK_TICK_MS } from "~/site/constants";

/**
 * A live local clock, refreshed every second. The server cannot know the visitor's moment, so it
 * renders a neutral placeholder and the clock starts after hydration (no mismatch). Its updates are
 * transitions: the first one makes the page's first date formatter, which costs the browser a long
 * moment, and as a transition it renders in a task of its own instead of lengthening the one that
 * finishes hydration.
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
