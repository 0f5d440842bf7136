import { Icon } from "#app/shared/icons/icon";
import { useEffect, useRef, useState } from "react";

import { demoAgents, siteWidgetAgent } from "#app/features/demos/demo-agents.copy";
import {
  isConsentBannerVisible,
  isConsentBannerVisibleOnServer,
  subscribeConsent,
} from "#app/shared/analytics/cookie-consent";
import { usePublicConfig } from "#app/shared/document/public-config";
import { cn } from "#app/shared/ui-utils";
import { useBrowserStore } from "#app/shared/hooks/use-browser-store";
import { ChatFrame } from "#app/features/demos/chat-frame";
import { track } from "#app/shared/analytics/analytics";
import { SparkGlyph } from "#app/shared/visuals/spark";

/** The theme the page is drawn in: the visitor's choice, else the system's. */
function pageTheme(): "light" | "dark" {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === "light" || chosen === "dark") return chosen;
  return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

const chatPanelCopy = { status: "Online · replies in seconds" } as const;

/** Message the studio stand-in's chat posts to its parent when the visitor presses Escape. */
const CLOSE_MESSAGE = "studio-chat:close";

/**
 * The site-wide chat widget: a small fixed button that opens the site's demo
 * support agent in a panel. Nothing is framed or fetched until a visitor opens it.
 */
export function ChatLauncher() {
  const { studioUrl } = usePublicConfig();
  const [open, setOpen] = useState(false);
  const panelId = "chat-launcher-panel";
  const titleId = "chat-launcher-title";
  const launcher = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The cookie banner spans the bottom of small screens: stay out of its way until it is answered.
  const bannerVisible = useBrowserStore(
    subscribeConsent,
    isConsentBannerVisible,
    isConsentBannerVisibleOnServer,
  );

  useEffect(() => {
    if (open) closeButton.current?.focus();
    else if (wasOpen.current) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const studioOrigin = new URL(studioUrl).origin;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === studioOrigin && event.data === CLOSE_MESSAGE) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("message", onMessage);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("message", onMessage);
    };
  }, [open, studioUrl]);

  const agent = demoAgents[siteWidgetAgent];
  // The chat inside the panel wears the page's theme and leaves the header to the panel.
  const [frameQuery, setFrameQuery] = useState("embed=panel");
  return (
    <aside
      aria-label="Chat"
      className={cn(
        "fixed right-3 bottom-3 z-40 flex flex-col items-end gap-3 sm:right-4 sm:bottom-4",
        bannerVisible && "max-lg:hidden",
      )}
    >
      {open ? (
        <section
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          className="animate-fade-in border-line bg-surface shadow-panel flex h-[min(36rem,calc(100dvh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-[1.5rem] border"
        >
          <div className="border-line bg-surface flex items-center gap-3 border-b px-4 py-3">
            <span className="bg-brand-600 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-white">
              <SparkGlyph className="size-4" />
            </span>
            <div className="min-w-0 grow">
              <h2 id={titleId} className="text-ink truncate text-[15px] font-semibold">
                Chat with our {agent.label}
              </h2>
              <p className="text-ink-muted flex items-center gap-1.5 text-xs">
                <span aria-hidden="true" className="bg-signal size-1.5 rounded-full" />
                {chatPanelCopy.status}
              </p>
            </div>
            <button
              ref={closeButton}
              type="button"
              onClick={() => setOpen(false)}
              aria-label="Close chat"
              className="pressable text-ink-soft hover:bg-surface-muted hover:text-ink rounded-full p-2"
            >
              <Icon name="x" aria-hidden="true" className="size-5" />
            </button>
          </div>
          <ChatFrame
            src={`${studioUrl}/chat/${agent.name}?${frameQuery}`}
            title={`Chat with our ${agent.label}`}
            lazy={false}
            className="min-h-0 grow"
          />
        </section>
      ) : null}
      <button
        ref={launcher}
        type="button"
        onClick={() => {
          if (!open) {
            track("Demo Opened", { demo: agent.name });
            setFrameQuery(`theme=${pageTheme()}&embed=panel`);
          }
          setOpen(!open);
        }}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? "Close chat" : "Chat with our AI agent"}
        className="pressable bg-brand-600 hover:bg-brand-700 flex size-12 items-center justify-center rounded-full text-white shadow-[var(--shadow-glow)] sm:size-14"
      >
        {open ? (
          <Icon name="x" aria-hidden="true" className="size-6" />
        ) : (
          <Icon name="message-circle" aria-hidden="true" className="size-6" />
        )}
      </button>
    </aside>
  );
}
