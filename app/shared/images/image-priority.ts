import type { ImgHTMLAttributes } from "react";

// The first image is the likely LCP (eager, high priority, preloaded); the next few load eagerly
// at low priority, so no preload competes with the first; the rest lazily.
export function listImageLoading(
  index: number,
  eagerCount: number,
): Pick<ImgHTMLAttributes<HTMLImageElement>, "loading" | "fetchPriority" | "decoding"> {
  if (index === 0) return { loading: "eager", fetchPriority: "high" };
  if (index < eagerCount) return { loading: "eager", fetchPriority: "low", decoding: "async" };
  return { loading: "lazy", decoding: "async" };
}
