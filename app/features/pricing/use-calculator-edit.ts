import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from "react";

import { trackOncePerPage } from "#app/shared/analytics/analytics";
import { replaceQueryInAddressBar } from "./query";

/**
 * A calculator's edit: counted once per page, then merged into its state. The inputs go to the
 * address bar so the estimate can be shared; only a visitor's edit writes it: a plain visit
 * keeps its clean URL.
 */
export function useCalculatorEdit(calculator: string, query: string) {
  const changed = useRef(false);
  useEffect(() => {
    if (changed.current) replaceQueryInAddressBar(query);
  }, [query]);
  return useCallback(
    <T>(set: Dispatch<SetStateAction<T>>, next: Partial<T>) => {
      trackOncePerPage("Calculator Used", { calculator });
      changed.current = true;
      set((current) => ({ ...current, ...next }));
    },
    [calculator],
  );
}
