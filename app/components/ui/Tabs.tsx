import { type KeyboardEvent, type ReactNode, useState } from "react";
import { useHydrated } from "./useHydrated";

type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly { id: string; label: ReactNode; content: ReactNode }[];
  defaultId?: string;
  /** Keeps ids unique when a page has more than one set of tabs. */
  idPrefix: string;
  listClassName?: string;
};

/**
 * WAI-ARIA tabs with automatic activation. Until hydration every panel stays visible, so the content
 * is there without JavaScript.
 */
export function Tabs({ label, tabs, defaultId, idPrefix, listClassName = "" }: TabsProps) {
  const [selected, setSelected] = useState(defaultId ?? tabs[0]?.id);
  const hydrated = useHydrated();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((t) => t.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    setSelected(tab?.id);
    document.getElementById(`${idPrefix}-tab-${tab?.id}`)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={`flex flex-wrap gap-2 ${listClassName}`}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${idPrefix}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className={`rounded-full px-5 py-2.5 font-semibold transition-colors ${
                isSelected ? "bg-navy-900 text-white" : "bg-slate-100 text-navy-900 hover:bg-brand-100"
              }`}
              onClick={() => setSelected(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          hidden={hydrated && tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes a panel focusable
          tabIndex={0}
          className="mt-8 rounded-lg"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
