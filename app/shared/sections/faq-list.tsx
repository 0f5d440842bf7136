import { Icon } from "../icons/icon";
import type { FaqItem } from "../copy/types";

/**
 * Questions that open and close independently (several may be open at once). Native
 * <details> elements: they work without JavaScript and are announced as disclosure widgets.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-3">
      {items.map((item) => (
        <details
          key={item.question}
          className="group border-line bg-surface rounded-xl border px-5 py-4 shadow-sm"
        >
          <summary className="text-ink flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
            {item.question}
            <Icon
              name="chevron-down"
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="text-ink-muted mt-3">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
