import { CircleCheck } from "lucide-react";

export interface CheckItem {
  title: string;
  description: string;
}

/** A compact grid of ticked items: a product suite, the objects an integration covers. */
export function CheckGrid({ items }: { items: readonly CheckItem[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.title} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <CircleCheck aria-hidden="true" className="text-brand-600 mt-0.5 size-5 shrink-0" />
          <div>
            <h3 className="font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
