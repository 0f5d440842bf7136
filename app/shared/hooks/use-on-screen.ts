import { useEffect, useState, type RefObject } from "react";

/** Whether the element is (partly) in the viewport; false until the first observation. */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  // Where there is no IntersectionObserver (old browsers), count the element as on screen.
  const [onScreen, setOnScreen] = useState(
    () => typeof window !== "undefined" && typeof IntersectionObserver === "undefined",
  );
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
