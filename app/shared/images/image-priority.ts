import type { ImgHTMLAttributes } from "react";

/**
 * Loading hints for the n-th image of a list: the first is the likely LCP element (eager, high
 * priority, preloaded by React), the next few above the fold load eagerly at low priority (no
 * preload competing with the first), the rest lazily.
 */
export function listImageLoading(
  index: number,
  eagerCount: number,
): Pick<ImgHTMLAttributes<HTMLImageElement>, "loading" | "fetchPriority" | "decoding"> {
  if (index === 0) return { loading: "eager", fetchPriority: "high" };
  if (index < eagerCount) return { loading: "eager", fetchPriority: "low", decoding: "async" };
  return { loading: "lazy", decoding: "async" };
}
