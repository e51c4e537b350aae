import type { ReactNode } from "react";
import { Img } from "../ui/Img";
import { Reveal } from "../ui/Reveal";

type BulletFeatureProps = {
  bullets?: readonly string[];
  image?: string;
  imageAlt?: string;
  text?: ReactNode;
  children?: ReactNode;
};

/** Text, optionally with a checked list, beside an illustration; used inside a Section. */
export function BulletFeature({ bullets = [], image, imageAlt = "", text, children }: BulletFeatureProps) {
  return (
    <div className="grid items-center gap-10 md:grid-cols-2">
      <Reveal>
        {text ? <div className="text-lg">{text}</div> : null}
        {bullets.length > 0 ? (
          <ul className="mt-6 space-y-3">
            {bullets.map((bullet) => (
              <li key={bullet} className="flex items-start gap-3 text-lg">
                <svg
                  aria-hidden="true"
                  width="24"
                  height="24"
                  viewBox="0 0 24 24"
                  className="mt-0.5 shrink-0"
                >
                  <circle cx="12" cy="12" r="11" fill="currentColor" className="text-brand-600" />
                  <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" />
                </svg>
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {children}
      </Reveal>
      {image ? (
        <Reveal>
          <Img
            src={image}
            alt={imageAlt}
            width={560}
            height={420}
            className="mx-auto h-auto w-full max-w-lg"
          />
        </Reveal>
      ) : null}
    </div>
  );
}
