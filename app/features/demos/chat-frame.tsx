import { Icon } from "#app/shared/icons/icon";
import { CHAT_FRAME_BOX } from "#app/shared/layout/chat-frames";
import { cn } from "#app/shared/ui-utils";

const LOADING_TEXT = "Loading AI Agent...";

/**
 * A studio chat in a frame. The spinner covers the frame until it has loaded: the page's script
 * marks the box `data-loaded` on the frame's `load` (app/shared/layout/chat-frames.ts), so the
 * frame needs no component of its own in the browser, on a static page or inside an island.
 * The box has its size before anything loads, so nothing shifts.
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
  return (
    <div
      {...{ [CHAT_FRAME_BOX]: "" }}
      className={cn("group bg-surface relative overflow-hidden", className)}
      style={height ? { height } : undefined}
    >
      <iframe
        src={src}
        title={title}
        allow="microphone"
        loading={lazy ? "lazy" : "eager"}
        className="absolute inset-0 size-full border-0"
      />
      <div
        role="status"
        className="chat-frame-spinner bg-surface text-ink-soft absolute inset-0 flex flex-col items-center justify-center gap-3 group-data-loaded:hidden"
      >
        <Icon
          name="loader-circle"
          aria-hidden="true"
          className="text-accent-vivid size-8 animate-spin"
        />
        <span>{LOADING_TEXT}</span>
      </div>
      {/* Without JavaScript nothing would ever hide the spinner: leave the frame uncovered. */}
      <noscript>
        <style>{".chat-frame-spinner{display:none}"}</style>
      </noscript>
    </div>
  );
}
