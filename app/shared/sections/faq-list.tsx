import { Icon } from "#app/shared/icons/icon";
import type { FaqItem } from "#app/shared/copy/types";

/** Native <details>: work without JavaScript and are announced as disclosure widgets. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="border-line divide-line mx-auto grid max-w-3xl divide-y border-y">
      {items.map((item) => (
        <details key={item.question} className="group py-1">
          <summary className="text-ink hover:text-accent flex cursor-pointer list-none items-center justify-between gap-6 rounded-lg py-4 text-lg font-semibold tracking-[-0.015em] transition-colors [&::-webkit-details-marker]:hidden">
            {item.question}
            <span
              aria-hidden="true"
              className="border-line-strong text-ink-soft group-open:bg-ink group-open:text-canvas inline-flex size-8 shrink-0 items-center justify-center rounded-full border transition-[background-color,color,transform] duration-(--duration-base) group-open:rotate-45 group-open:border-transparent"
            >
              <Icon name="plus" className="size-4" />
            </span>
          </summary>
          <p className="text-ink-muted max-w-2xl pb-5 leading-7">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
