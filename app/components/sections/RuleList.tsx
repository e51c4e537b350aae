import { Reveal } from "../ui/Reveal";

type Rule = { title: string; text: string };

/** Rules the team holds itself to: a checked list with a short explanation under each. */
export function RuleList({ rules }: { rules: readonly Rule[] }) {
  return (
    <ul className="space-y-6">
      {rules.map((rule) => (
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
