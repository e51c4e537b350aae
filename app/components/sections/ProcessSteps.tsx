import type { ProcessStep } from "~/site/types";
import { Accordion } from "../ui/Accordion";
import { Tabs } from "../ui/Tabs";

type ProcessStepsProps = {
  label: string;
  steps: readonly ProcessStep[];
  defaultId: string;
};

/**
 * Our Process: tabs from 1024px up, an accordion below. Both are rendered and CSS shows one, so the
 * server's HTML is right at every width.
 */
export function ProcessSteps({ label, steps, defaultId }: ProcessStepsProps) {
  const items = steps.map((step) => ({
    id: step.id,
    label: step.title,
    content: <p className="max-w-3xl text-lg leading-relaxed">{step.content}</p>,
  }));
  return (
    <>
      <div className="hidden lg:block" data-testid="process-tabs">
        <Tabs label={label} idPrefix="process" defaultId={defaultId} tabs={items} />
      </div>
      <div className="lg:hidden" data-testid="process-accordion">
        <Accordion items={items} name="process-steps" defaultOpenId={defaultId} idPrefix="process-step" />
      </div>
    </>
  );
}
