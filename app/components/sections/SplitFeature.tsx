import type { SplitBlock } from "~/site/blocks";
import { ActionLinks } from "../ui/ActionLinks";
import { Img } from "../ui/Img";
import { Reveal } from "../ui/Reveal";

type SplitFeatureProps = {
  block: Pick<SplitBlock, "paragraphs" | "bullets" | "image" | "actions">;
  /** Puts the illustration first on wide screens, for alternating rows. */
  reverse?: boolean;
};

/** Paragraphs, bullets and actions beside an illustration; stacks on small screens. */
export function SplitFeature({ block, reverse = false }: SplitFeatureProps) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2">
      <Reveal className={reverse ? "lg:order-2" : ""}>
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mb-4 text-lg leading-relaxed last:mb-0">
            {paragraph}
          </p>
        ))}
        {block.bullets ? (
          <ul className="mt-6 space-y-3">
            {block.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-accent-500" />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {block.actions ? <ActionLinks actions={block.actions} /> : null}
      </Reveal>
      <Reveal className={reverse ? "lg:order-1" : ""}>
        <Img
          src={block.image.src}
          alt={block.image.alt}
          width={block.image.width}
          height={block.image.height}
          className="h-auto w-full rounded-2xl shadow-sm"
        />
      </Reveal>
    </div>
  );
}
