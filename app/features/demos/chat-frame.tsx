import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { cn } from "#app/shared/ui-utils";

const LOADING_TEXT = "Loading AI Agent...";

/**
 * True when the frame already holds its document: a cross-origin document hides itself
 * (contentDocument is null), a same-origin one is complete and no longer the initial blank page.
 */
export function frameHasLoaded(frame: HTMLIFrameElement): boolean {
  try {
    const doc = frame.contentDocument;
    if (!doc) return true;
    return doc.readyState === "complete" && doc.URL !== "about:blank";
  } catch {
    return true;
  }
}

/**
 * A studio chat in a frame. The spinner covers the
 * frame until it has loaded; the box has its size before anything loads, so nothing shifts.
 */
export function ChatFrame({
  src,
  title,
  height,
  lazy = true,
  className,
}: {
  src: string;
  title: string;
  /** Fixed height in CSS pixels; without it the frame fills its (sized) parent. */
  height?: number;
  /** Off-screen frames wait until they are scrolled near (loading="lazy"). */
  lazy?: boolean;
  className?: string;
}) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The frame can finish loading before hydration attaches onLoad: look once after mount.
  useEffect(() => {
    if (frame.current && frameHasLoaded(frame.current)) setLoaded(true);
  }, []);

  return (
    <div
      className={cn("bg-surface relative overflow-hidden", className)}
      style={height ? { height } : undefined}
      data-loaded={loaded}
    >
      <iframe
        ref={frame}
        src={src}
        title={title}
        allow="microphone"
        loading={lazy ? "lazy" : "eager"}
        onLoad={() => setLoaded(true)}
        className="absolute inset-0 size-full border-0"
      />
      {loaded ? null : (
        <div
          role="status"
          className="chat-frame-spinner bg-surface text-ink-soft absolute inset-0 flex flex-col items-center justify-center gap-3"
        >
          <LoaderCircle aria-hidden="true" className="text-accent-vivid size-8 animate-spin" />
          <span>{LOADING_TEXT}</span>
        </div>
      )}
      {/* Without JavaScript nothing would ever hide the spinner: leave the frame uncovered. */}
      <noscript>
        <style>{".chat-frame-spinner{display:none}"}</style>
      </noscript>
    </div>
  );
}
