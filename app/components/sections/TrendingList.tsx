import { Link } from "react-router";
import type { TrendingView } from "~/cms/views";

/** The side list of the most recently updated posts, text cut to 60 characters. */
export function TrendingList({ title, items }: { title: string; items: readonly TrendingView[] }) {
  return (
    <aside aria-labelledby="trending-heading" className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
      <h2 id="trending-heading" className="text-lg font-bold text-navy-900">
        {title}
      </h2>
      <ol className="mt-4 space-y-4">
        {items.map((item) => (
          <li key={item.href} className="border-b border-slate-200 pb-4 last:border-0 last:pb-0">
            <Link to={item.href} className="font-medium text-navy-900 hover:underline">
              {item.text}
            </Link>
            {item.date ? (
              <time dateTime={item.date} className="mt-1 block text-sm text-slate-600">
                {item.dateLabel}
              </time>
            ) : null}
          </li>
        ))}
      </ol>
    </aside>
  );
}
