import type { ProcessStep } from "~/site/types";
import { Tabs } from "../ui/Tabs";

type ProcessStepsProps = {
  label: string;
  steps: readonly ProcessStep[];
  defaultId: string;
};

/**
 * Our Process: tabs from 1024px up, an accordion below. Both are rendered and CSS shows one, so the
 * server's HTML is right at every width. The accordion is native <details name>: the browser opens one
 * item at a time, clicking the open item closes it, and it works by keyboard and without JavaScript.
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
        <div className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
          {items.map((item) => (
            <details
              key={item.id}
              id={`process-step-${item.id}`}
              name="process-steps"
              open={item.id === defaultId}
              className="group"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
                {item.label}
                <svg
                  aria-hidden="true"
                  width="16"
                  height="16"
                  viewBox="0 0 16 16"
                  className="shrink-0 transition-transform group-open:rotate-180"
                >
                  <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </summary>
              <div className="px-5 pb-5">{item.content}</div>
            </details>
          ))}
        </div>
      </div>
    </>
  );
}
