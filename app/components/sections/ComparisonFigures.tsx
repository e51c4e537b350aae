import type { ComparisonFigure } from "~/site/prizm";
import { Img } from "../ui/Img";
import { Reveal } from "../ui/Reveal";

/** Figures shown side by side with their captions, e.g. a comparison's input and output. */
export function ComparisonFigures({ figures }: { figures: readonly ComparisonFigure[] }) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {figures.map((figure) => (
        <Reveal
          as="figure"
          key={figure.src}
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <Img
            src={figure.src}
            alt={figure.alt}
            width={figure.width}
            height={figure.height}
            className="h-auto w-full rounded-xl"
          />
          <figcaption className="mt-3 text-sm text-slate-700">{figure.caption}</figcaption>
        </Reveal>
      ))}
    </div>
  );
}
