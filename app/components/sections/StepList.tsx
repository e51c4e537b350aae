import type { ProcessStep } from "~/site/types";
import { Reveal } from "../ui/Reveal";

/** An ordered process: numbered steps, each with a title and a short explanation. */
export function StepList({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <Reveal
          as="li"
          key={step.id}
          className="relative rounded-2xl bg-white p-6 text-slate-800 shadow-sm ring-1 ring-slate-200"
        >
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-navy-900">{step.title}</h3>
          <p className="mt-2">{step.content}</p>
        </Reveal>
      ))}
    </ol>
  );
}
