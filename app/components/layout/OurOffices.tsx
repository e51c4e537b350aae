import { offices } from "~/site/offices";
import { shellUiCopy } from "~/site/page-text";
import { OfficeClock } from "./OfficeClock";

/** The contact page's footer block: each office with its live local time, refreshed every second. */
export function OurOffices() {
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
              <OfficeClock timeZone={office.timeZone} />
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
