import { Icon } from "#app/shared/icons/icon";
import { demoAgents, siteWidgetAgent } from "#app/shared/copy/demo-agents.copy";
import { SparkGlyph } from "#app/shared/visuals/spark";
import { chatLauncherCopy as copy } from "./chrome.copy";

export const CHAT_PANEL_ID = "chat-launcher-panel";
const TITLE_ID = "chat-launcher-title";

// Static markup: chrome.ts frames the chat on the first open, so nothing loads until asked. Drawn
// tucked: launcher-clearance.ts shows it where it covers nothing.
export function ChatLauncher() {
  const agent = demoAgents[siteWidgetAgent];
  return (
    <aside
      aria-label={copy.label}
      data-chat-launcher=""
      data-agent={agent.name}
      data-tucked=""
      className="chat-launcher fixed right-3 bottom-3 z-40 flex flex-col items-end gap-3 sm:right-4 sm:bottom-4"
    >
      <section
        id={CHAT_PANEL_ID}
        role="dialog"
        aria-labelledby={TITLE_ID}
        hidden
        className="animate-fade-in border-line bg-surface shadow-panel flex h-[min(36rem,calc(100dvh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-[1.5rem] border [&[hidden]]:hidden"
      >
        <div className="border-line bg-surface flex items-center gap-3 border-b px-4 py-3">
          <span className="bg-brand-600 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-white">
            <SparkGlyph className="size-4" />
          </span>
          <div className="min-w-0 grow">
            <h2 id={TITLE_ID} className="text-ink truncate text-[15px] font-semibold">
              {copy.title(agent.label)}
            </h2>
            <p className="text-ink-muted flex items-center gap-1.5 text-xs">
              <span aria-hidden="true" className="bg-signal size-1.5 rounded-full" />
              {copy.status}
            </p>
          </div>
          <button
            type="button"
            data-chat-close=""
            aria-label={copy.close}
            className="pressable text-ink-soft hover:bg-surface-muted hover:text-ink rounded-full p-2"
          >
            <Icon name="x" aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div data-chat-frame="" className="bg-surface relative min-h-0 grow overflow-hidden">
          <div
            role="status"
            className="chat-frame-spinner bg-surface text-ink-soft absolute inset-0 flex flex-col items-center justify-center gap-3"
          >
            <Icon
              name="loader-circle"
              aria-hidden="true"
              className="text-accent-vivid size-8 animate-spin"
            />
            <span>{copy.loading}</span>
          </div>
        </div>
      </section>
      <button
        type="button"
        data-chat-toggle=""
        aria-expanded="false"
        aria-label={copy.open}
        className="group pressable bg-brand-600 hover:bg-brand-700 flex size-12 items-center justify-center rounded-full text-white shadow-[var(--shadow-glow)] sm:size-14"
      >
        <Icon
          name="message-circle"
          aria-hidden="true"
          className="size-6 group-aria-expanded:hidden"
        />
        <Icon name="x" aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
      </button>
    </aside>
  );
}
