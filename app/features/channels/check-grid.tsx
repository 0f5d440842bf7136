import { CircleCheck } from "lucide-react";

interface CheckItem {
  title: string;
  description: string;
}

/** A compact grid of ticked items: a product suite, the objects an integration covers. */
export function CheckGrid({ items }: { items: readonly CheckItem[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.title} className="border-line bg-surface flex gap-3 rounded-xl border p-4">
          <CircleCheck aria-hidden="true" className="text-accent-vivid mt-0.5 size-5 shrink-0" />
          <div>
            <h3 className="text-ink font-semibold">{item.title}</h3>
            <p className="text-ink-muted mt-1 text-sm">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
