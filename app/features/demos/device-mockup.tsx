import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { demoAgents } from "#app/shared/copy/demo-agents.copy";
import { ICON_HIGHLIGHT_MS, type DemoIcon, type DeviceDemo } from "./demos.copy";
import { getPublicConfig } from "#app/shared/page-runtime/public-config";
import { Icon } from "#app/shared/icons/icon";
import { cn } from "#app/shared/ui-utils";
import { ChatFrame } from "./chat-frame";
import { useVisibleTimeout } from "./use-visible-timeout";
import { track } from "#app/shared/analytics/analytics";
import { islandCommitted } from "#app/shared/page-runtime/islands";

const AGENT_ID = "agent";

interface Highlight {
  id: string;
  /** Counts highlights, so a second tap restarts the 2 s timer. */
  seq: number;
}

/**
 * A phone or kiosk mock-up: a home screen of app icons and a dock; the
 * agent icon opens the agent app (Back, title, the studio chat), any other icon blinks for 2 s.
 */
export function DeviceMockup({ demo, label }: { demo: DeviceDemo; label: string }) {
  const { studioUrl } = getPublicConfig();
  const [view, setView] = useState<"home" | "agent">("home");
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  // Focus follows the visitor's own taps only; an automatic open must not steal focus.
  const moveFocus = useRef(false);
  const backButton = useRef<HTMLButtonElement>(null);
  const agentButton = useRef<HTMLButtonElement>(null);

  const highlightIcon = (id: string) =>
    setHighlight((current) => ({ id, seq: (current?.seq ?? 0) + 1 }));

  useVisibleTimeout(() => highlightIcon(AGENT_ID), demo.autoHighlightAgentMs ?? null);
  useVisibleTimeout(() => setView("agent"), demo.autoOpenAgentMs ?? null);
  useVisibleTimeout(() => setHighlight(null), highlight ? ICON_HIGHLIGHT_MS : null, highlight?.seq);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (view === "agent" ? backButton : agentButton).current?.focus();
  }, [view]);

  const tap = (icon: DemoIcon) => {
    if (icon.id === AGENT_ID) {
      track("Demo Opened", { demo: demo.agent });
      moveFocus.current = true;
      setView("agent");
    } else {
      highlightIcon(icon.id);
    }
  };
  const back = () => {
    moveFocus.current = true;
    setHighlight(null);
    setView("home");
  };

  const kiosk = demo.columns === 4;
  const columns = kiosk ? "grid-cols-4" : "grid-cols-3";
  return (
    <section
      ref={islandCommitted}
      aria-label={label}
      data-view={view}
      className={cn(
        "mx-auto flex max-w-full flex-col overflow-hidden border-slate-900 bg-slate-900 shadow-2xl",
        kiosk ? "rounded-3xl border-[10px]" : "rounded-[2.5rem] border-8",
      )}
      // Its required size on wide screens; narrower screens scale it down in proportion.
      style={{ width: demo.width, aspectRatio: `${demo.width} / ${demo.height}` }}
    >
      {view === "agent" ? (
        <div className="bg-surface flex min-h-0 grow flex-col">
          <div className="border-line flex items-center gap-2 border-b px-2 py-2">
            <button
              ref={backButton}
              type="button"
              onClick={back}
              className="text-accent hover:bg-surface-muted inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </button>
            <h2 className="text-ink font-semibold">{demo.appTitle}</h2>
          </div>
          <ChatFrame
            src={`${studioUrl}/chat/${demo.agent}`}
            title={`${demoAgents[demo.agent].label} chat`}
            lazy={false}
            className="min-h-0 grow"
          />
        </div>
      ) : (
        <div className="from-night flex min-h-0 grow flex-col bg-gradient-to-b to-slate-900 text-white">
          <p aria-hidden="true" className="px-5 pt-2 text-xs font-semibold">
            9:41
          </p>
          <ul
            aria-label="Apps"
            className={cn("grid content-start gap-x-2 gap-y-4 px-4 pt-4", columns)}
          >
            {demo.icons.map((icon) => (
              <li key={icon.id} className="flex justify-center">
                <AppIcon
                  icon={icon}
                  highlighted={highlight?.id === icon.id}
                  onTap={tap}
                  buttonRef={icon.id === AGENT_ID ? agentButton : undefined}
                />
              </li>
            ))}
          </ul>
          <ul
            aria-label="Dock"
            className={cn("mx-3 mt-auto mb-3 grid gap-2 rounded-3xl bg-white/15 p-2", columns)}
          >
            {demo.icons.slice(0, demo.dock).map((icon) => (
              <li key={icon.id} className="flex justify-center">
                <AppIcon icon={icon} highlighted={highlight?.id === icon.id} onTap={tap} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function AppIcon({
  icon,
  highlighted,
  onTap,
  buttonRef,
}: {
  icon: DemoIcon;
  highlighted: boolean;
  onTap: (icon: DemoIcon) => void;
  buttonRef?: React.Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={() => onTap(icon)}
      data-highlighted={highlighted}
      className="flex w-[4.5rem] flex-col items-center gap-1 rounded-xl p-1 text-xs font-medium text-white"
    >
      <span
        className={cn(
          "flex size-12 items-center justify-center rounded-2xl shadow-md transition",
          icon.color,
          highlighted && "animate-pulse ring-4 ring-white",
        )}
      >
        <Icon name={icon.icon} aria-hidden="true" className="size-6" />
      </span>
      <span className="max-w-full truncate">{icon.name}</span>
    </button>
  );
}
