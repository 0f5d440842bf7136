import { useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from "react";

import { isPageHydrated } from "#app/shared/hooks/use-browser-store";

/** One object for every skipped subtree: React 19 sets innerHTML again when this prop is a new object. */
const keepWhatIsThere = { __html: "" };

/**
 * A `<div>` whose content is drawn by the server and never changes in the browser (decorative
 * pictures made from data: template previews, post covers). When the page hydrates, React takes
 * over the `<div>` but not what is inside it: it leaves the server's elements as they are
 * instead of walking every one of them in the hydration's main-thread work (the 28 template
 * previews on /templates hold about 850 elements, and nothing in them responds to anything).
 *
 * Rendered after hydration (a client-side navigation, a card that a filter brings back), the
 * content is rendered as usual; so is it when there turns out to be no server markup to keep
 * (React rendering a part of the page afresh while hydrating, after a mismatch). Its content
 * must depend only on props that do not change while it is mounted (give it a `key`).
 */
export function ServerMarkup({
  children,
  ...attributes
}: HTMLAttributes<HTMLDivElement> & { children: ReactNode }) {
  const [skipped, setSkipped] = useState(
    () => typeof document !== "undefined" && !isPageHydrated(),
  );
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Before the browser paints: an empty box gets its content at once.
    if (skipped && !box.current?.hasChildNodes()) setSkipped(false);
  }, [skipped]);
  return skipped ? (
    // The server rendered `children` here; React does not compare inner HTML while hydrating.
    <div
      {...attributes}
      ref={box}
      suppressHydrationWarning
      dangerouslySetInnerHTML={keepWhatIsThere}
    />
  ) : (
    <div {...attributes}>{children}</div>
  );
}
