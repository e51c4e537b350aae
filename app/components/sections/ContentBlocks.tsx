import type { ContentBlock } from "~/site/blocks";
import { CardGrid } from "./CardGrid";
import { RuleList } from "./RuleList";
import { Section } from "./Section";
import { SplitFeature } from "./SplitFeature";
import { StepList } from "./StepList";

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
    case "steps":
      return <StepList steps={block.steps} />;
    case "cards":
      return <CardGrid cards={block.cards} columns={block.columns ?? 3} />;
    case "rules":
      return <RuleList rules={block.rules} />;
  }
}
