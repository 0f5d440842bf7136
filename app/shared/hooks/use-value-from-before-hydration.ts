import { useLayoutEffect, useRef, type RefObject } from "react";

import { valueFromBeforeHydration } from "#app/shared/document/early-input";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: Element): element is Field =>
  element.tagName === "INPUT" || element.tagName === "TEXTAREA" || element.tagName === "SELECT";

/**
 * Takes what the visitor typed before the page hydrated: when a field mounts holding something
 * other than what the server rendered (app/shared/document/early-input.ts), it keeps showing it
 * and `onValue` receives it, as if it had been typed now, so the calculator's total, the
 * filtered list and the posted prompt follow what the visitor sees in the box. Every input
 * whose value drives the page uses it; `ref` is that input, or a form for all of its fields
 * (`onValue` then also gets the field).
 *
 * A layout effect, so the state is set in the hydration's own commit, before anything renders
 * the field with the server's value again and before the early clicks are replayed. After a
 * client-side navigation the field is new and holds the server's value: nothing happens.
 */
export function useValueFromBeforeHydration(
  ref: RefObject<Field | HTMLFormElement | null>,
  onValue: (value: string, field: Field) => void,
): void {
  const latest = useRef(onValue);
  useLayoutEffect(() => {
    latest.current = onValue;
  });
  useLayoutEffect(() => {
    const target = ref.current;
    if (!target) return;
    const fields = isField(target) ? [target] : [...target.elements].filter(isField);
    for (const field of fields) {
      if (field.type === "hidden") continue;
      const value = valueFromBeforeHydration(field);
      if (value === null) continue;
      // React may have put the server's text back into a <textarea> while hydrating it.
      if (field.value !== value) field.value = value;
      latest.current(value, field);
    }
  }, [ref]);
}
