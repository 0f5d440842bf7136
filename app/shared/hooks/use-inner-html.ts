import { useMemo } from "react";

/**
 * The `dangerouslySetInnerHTML` value for `html`, the same object for as long as `html` is.
 *
 * React 19 compares this prop by identity, not by its `__html`: an inline `{ __html }` is a new
 * object on every render, so every re-render set `innerHTML` again, rebuilding the markup (and
 * dropping a selection in it). On /templates, one re-render of the gallery after hydration
 * rebuilt all 28 descriptions and pictures: about 1,000 elements, in the page's longest task.
 */
export function useInnerHtml(html: string): { __html: string } {
  return useMemo(() => ({ __html: html }), [html]);
}
