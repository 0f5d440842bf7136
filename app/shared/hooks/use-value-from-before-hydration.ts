import { useLayoutEffect, useRef, type RefObject } from "react";

import { valueFromBeforeHydration, type Field } from "#app/shared/page-runtime/early-input";

const isField = (element: Element): element is Field =>
  element.tagName === "INPUT" || element.tagName === "TEXTAREA" || element.tagName === "SELECT";

// A field that mounts holding a value typed before hydration (early-input.ts) passes it to
// `onValue`; a layout effect, so the state is set before early clicks replay.
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
