import type { Stat } from "../copy/types";
/** A row of headline figures (e.g. "85%" / "cost reduction"). */
export function StatsBand({ stats, label }: { stats: readonly Stat[]; label?: string }) {
  return (
    <dl
      aria-label={label}
      className="bg-brand-900 grid grid-cols-2 gap-6 rounded-2xl p-8 text-center text-white lg:grid-cols-4"
    >
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1">
          <dt className="text-brand-100 text-sm">{stat.label}</dt>
          <dd className="text-3xl font-bold sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
