import { useCallback, useEffect, useRef } from "react";

import { replaceQueryInAddressBar } from "./query";

/**
 * Keeps a calculator's inputs in the address bar so the estimate can be shared. Only a
 * visitor's change writes it (call the returned function on every edit): a plain visit keeps
 * its clean URL.
 */
export function useQueryInAddressBar(query: string): () => void {
  const changed = useRef(false);
  useEffect(() => {
    if (changed.current) replaceQueryInAddressBar(query);
  }, [query]);
  return useCallback(() => {
    changed.current = true;
  }, []);
}
