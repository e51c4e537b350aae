import { startTransition, useEffect, useState } from "react";
import { formatClock } from "~/lib/clock";
import { OFFICE_CLOCK_TICK_MS } from "~/site/constants";
import { offices } from "~/site/offices";
import { shellUiCopy } from "~/site/page-text";

/**
 * The contact page's footer block: each office with its live local time, refreshed every second.
 * The server renders a placeholder and the clocks start after hydration, so there is no mismatch.
 * Updates are transitions, so the costly first date formatter is created in a task of its own
 * rather than in the one that finishes hydration.
 */
export function OurOffices() {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => startTransition(() => setNow(new Date()));
    tick();
    const timer = window.setInterval(tick, OFFICE_CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <section aria-labelledby="our-offices-heading" className="border-b border-white/10">
      <div className="container-page py-12">
        <h2 id="our-offices-heading" className="text-2xl font-bold text-white">
          {shellUiCopy.officesTitle}
        </h2>
        <ul className="mt-8 grid gap-8 md:grid-cols-3">
          {offices.map((office) => (
            <li key={office.id} data-testid={`office-${office.id}`}>
              <h3 className="text-lg font-semibold text-white">
                {office.country} ({office.city})
              </h3>
              <p className="mt-1 font-mono text-xl text-accent-400" data-time-zone={office.timeZone}>
                <time dateTime={now?.toISOString()} suppressHydrationWarning>
                  {now ? formatClock(now, office.timeZone) : "--:--:--"}
                </time>
              </p>
              <address className="mt-2 not-italic">
                {office.street}
                <br />
                {office.locality}
                {office.region ? `, ${office.region}` : ""} {office.postalCode}
              </address>
              <p className="mt-2">
                <a className="hover:underline" href={`tel:${office.phone.replace(/[^+\d]/g, "")}`}>
                  {office.phone}
                </a>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
