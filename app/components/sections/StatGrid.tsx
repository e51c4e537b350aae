/** A row of headline figures (e.g. "500+ engineers"). */
export function StatGrid({ stats }: { stats: readonly { value: string; label: string }[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-3">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
        >
          <dt className="order-2 mt-2 text-slate-600">{stat.label}</dt>
          <dd className="text-4xl font-extrabold text-brand-700">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
