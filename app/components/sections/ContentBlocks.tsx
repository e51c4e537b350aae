import type { ContentBlock } from "~/site/blocks";
import { Reveal } from "../ui/Reveal";
import { CardGrid } from "./CardGrid";
import { Section } from "./Section";
import { SplitFeature } from "./SplitFeature";

/** Renders a page's content blocks in order, each in its own Section; white and muted alternate. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Section
          key={block.id}
          id={block.id}
          eyebrow={block.eyebrow}
          title={block.title}
          intro={block.intro}
          tone={index % 2 === 0 ? "white" : "muted"}
        >
          <BlockBody block={block} index={index} />
        </Section>
      ))}
    </>
  );
}

function BlockBody({ block, index }: { block: ContentBlock; index: number }) {
  switch (block.kind) {
    case "split":
      return <SplitFeature block={block} reverse={index % 2 === 1} />;
    case "cards":
      return <CardGrid cards={block.cards} columns={block.columns} />;
    case "steps":
      return (
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {block.steps.map((step, number) => (
            <Reveal
              as="li"
              key={step.id}
              className="relative rounded-2xl bg-white p-6 text-slate-800 shadow-sm ring-1 ring-slate-200"
            >
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              >
                {number + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-navy-900">{step.title}</h3>
              <p className="mt-2">{step.content}</p>
            </Reveal>
          ))}
        </ol>
      );
    case "rules":
      return (
        <ul className="space-y-6">
          {block.rules.map((rule) => (
            <Reveal
              as="li"
              key={rule.title}
              className="flex gap-4 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="28"
                height="28"
                className="mt-0.5 shrink-0 text-brand-600"
              >
                <circle cx="12" cy="12" r="11" fill="currentColor" />
                <path
                  d="m7 12.5 3.2 3.2L17 9"
                  fill="none"
                  stroke="#fff"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                />
              </svg>
              <div>
                <h3 className="text-xl font-semibold text-navy-900">{rule.title}</h3>
                <p className="mt-2">{rule.text}</p>
              </div>
            </Reveal>
          ))}
        </ul>
      );
  }
}
