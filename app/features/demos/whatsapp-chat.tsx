import { AgentAvatar } from "#app/shared/visuals/agent-avatar";
import { PhoneFrame } from "#app/shared/visuals/phone-screens";
import { cn } from "#app/shared/ui-utils";
import { SCRIPTED_CHAT } from "./scripted-chat";
import { whatsappChat as chat, type ChatTurn } from "./whatsapp-chat.copy";

/*
 * With JavaScript and motion, a turn waits hidden from the first paint until the page's script
 * shows it (scripted-chat.ts); `data-theme-choice` on <html> is the head script's sign that
 * JavaScript runs. Otherwise the whole conversation shows.
 */
const waitsHidden =
  "motion-safe:[html[data-theme-choice]_[data-chat-turn]:not([data-shown])>&]:translate-y-2 motion-safe:[html[data-theme-choice]_[data-chat-turn]:not([data-shown])>&]:opacity-0";

/**
 * A phone with a WhatsApp conversation between a shopper and a store's agent, played in one
 * message after another (the page runs `startScriptedChats`). WhatsApp's own light colours in
 * either site theme: it is a picture of the app.
 */
export function WhatsappChat({ className }: { className?: string }) {
  return (
    <figure
      {...{ [SCRIPTED_CHAT]: "" }}
      aria-labelledby="whatsapp-chat-title"
      className={cn("group/chat mx-auto grid w-full max-w-[17rem] justify-items-center", className)}
    >
      <PhoneFrame>
        <div className="flex items-center gap-2 bg-[#075e54] px-4 pt-7 pb-3 text-white">
          <AgentAvatar />
          <span>
            <span className="block text-sm font-semibold">{chat.business}</span>
            <span aria-hidden="true" className="block text-[11px] text-white/85">
              <span className="group-data-agent-typing/chat:hidden">{chat.online}</span>
              <span className="hidden group-data-agent-typing/chat:inline">{chat.typing}</span>
            </span>
          </span>
        </div>
        <div className="flex h-[28.5rem] flex-col gap-2 bg-[#efeae2] p-3 text-[#111b21]">
          <span
            aria-hidden="true"
            className="self-center rounded-md bg-white/80 px-2 py-0.5 text-[10px] font-medium text-[#54656f] shadow-sm"
          >
            {chat.day}
          </span>
          <ol aria-label={chat.title} className="grid content-start gap-2">
            {chat.turns.map((turn) => (
              <Turn key={turn.text} turn={turn} />
            ))}
          </ol>
        </div>
      </PhoneFrame>
      <figcaption className="mt-5 text-center">
        <span id="whatsapp-chat-title" className="text-ink block text-sm font-semibold">
          {chat.title}
        </span>
        <span className="text-ink-muted mt-1 block text-sm">{chat.text}</span>
      </figcaption>
      {/* Shown by the script, which is what it needs. */}
      <button
        type="button"
        hidden
        data-chat-replay=""
        className="text-accent hover:text-accent-strong mt-3 rounded-full px-3 py-1 text-sm font-semibold underline-offset-4 hover:underline"
      >
        {chat.replay}
      </button>
    </figure>
  );
}

function Turn({ turn }: { turn: ChatTurn }) {
  const mine = turn.from === "customer";
  return (
    <li data-chat-turn="" data-from={turn.from} className="group/turn relative grid">
      {mine ? null : (
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 hidden gap-1 rounded-2xl rounded-bl-sm bg-white px-3 py-3 shadow-sm group-data-typing/turn:flex"
        >
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              style={{ animationDelay: `${delay}ms` }}
              className="motion-safe:animate-typing size-1.5 rounded-full bg-[#8696a0]"
            />
          ))}
        </span>
      )}
      <p
        className={cn(
          "max-w-[85%] rounded-2xl px-3 py-2 text-[13px] leading-snug shadow-sm transition duration-300",
          mine
            ? "justify-self-end rounded-br-sm bg-[#d9fdd3]"
            : "justify-self-start rounded-bl-sm bg-white",
          waitsHidden,
        )}
      >
        <span className="sr-only">{mine ? chat.customerName : chat.agentName}: </span>
        {turn.text}
        <span aria-hidden="true" className="float-right mt-1.5 ml-2 text-[10px] text-[#54656f]">
          {turn.time}
          {mine ? <ReadTicks /> : null}
        </span>
      </p>
    </li>
  );
}

/** WhatsApp's two blue ticks: the message was read. */
function ReadTicks() {
  return (
    <svg viewBox="0 0 16 11" className="ml-0.5 inline size-3.5 align-[-2px] text-[#53bdeb]">
      <path
        d="M1 6l3 3 6-8M6 9l1 1 6-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
