import { useAnimationsPaused } from "~/components/ui/animations-paused";
import type { Partner } from "~/site/partners";
import { newTabLabel } from "~/site/page-text";

type PartnerMarqueeProps = {
  partners: readonly Partner[];
  /** The slot width and pass duration (`partnerMarqueeStyle`), made by the page's loader. */
  rules: string;
};

function Logos({ partners, clone }: { partners: readonly Partner[]; clone: boolean }) {
  return (
    <ul className={`flex shrink-0 ${clone ? "marquee-clone" : ""}`} aria-hidden={clone || undefined}>
      {partners.map((partner) => (
        <li key={partner.name} className="marquee-slot flex shrink-0 justify-center">
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
              width={180}
              height={60}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The partner logo strip: CSS-animated, paused on hover and focus; static while animations are
 * paused, and (until the visitor chooses) under reduced motion.
 */
export function PartnerMarquee({ partners, rules }: PartnerMarqueeProps) {
  const paused = useAnimationsPaused();
  return (
    <div className="marquee" data-testid="partner-marquee" data-paused={paused ?? undefined}>
      {/* A style block the CSP allows by its hash (./marquee-style.ts): no style attributes. */}
      <style>{rules}</style>
      <div className="marquee-track">
        <Logos partners={partners} clone={false} />
        <Logos partners={partners} clone />
      </div>
    </div>
  );
}
