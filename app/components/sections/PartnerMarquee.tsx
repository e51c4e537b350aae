import type { CSSProperties } from "react";
import type { Partner } from "~/site/partners";
import { newTabLabel } from "~/site/ui-copy";

type PartnerMarqueeProps = {
  partners: readonly Partner[];
  /** Pixels per second (spec §9: 70). */
  speed: number;
};

/** Every logo takes the same slot, so the strip's width and the animation length are known. */
export const MARQUEE_SLOT_PX = 240;
const LOGO_WIDTH = 180;
const LOGO_HEIGHT = 60;

/** Seconds one full pass takes: one set of logos moves past at `speed` px/s. */
export function marqueeDurationSeconds(count: number, speed: number): number {
  return (count * MARQUEE_SLOT_PX) / speed;
}

function Logos({ partners, clone }: { partners: readonly Partner[]; clone: boolean }) {
  return (
    <ul className={`flex shrink-0 ${clone ? "marquee-clone" : ""}`} aria-hidden={clone || undefined}>
      {partners.map((partner) => (
        <li key={partner.name} className="flex shrink-0 justify-center" style={{ width: MARQUEE_SLOT_PX }}>
          <a
            href={partner.href}
            target="_blank"
            rel="noopener noreferrer"
            tabIndex={clone ? -1 : undefined}
            className="block rounded-lg p-2 opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 focus-visible:opacity-100 focus-visible:grayscale-0"
          >
            <img
              src={partner.logo}
              alt={clone ? "" : newTabLabel(partner.name)}
              width={LOGO_WIDTH}
              height={LOGO_HEIGHT}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The partner logo strip: CSS-animated, paused on hover and focus, static under reduced motion. */
export function PartnerMarquee({ partners, speed }: PartnerMarqueeProps) {
  const style = {
    "--marquee-duration": `${marqueeDurationSeconds(partners.length, speed).toFixed(2)}s`,
  } as CSSProperties;
  return (
    <div className="marquee" data-testid="partner-marquee">
      <div className="marquee-track" style={style}>
        <Logos partners={partners} clone={false} />
        <Logos partners={partners} clone />
      </div>
    </div>
  );
}
