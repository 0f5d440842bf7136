/** Marks a scripted conversation: its `[data-chat-turn]` messages play in one after another. */
export const SCRIPTED_CHAT = "data-scripted-chat";

export interface ChatTiming {
  /** Pause before a customer's message. */
  customerDelayMs: number;
  /** How long the agent is seen typing before its message. */
  typingMs: number;
}

/**
 * Plays each marked conversation once it is on screen: a turn shows when its time comes
 * (`data-shown`), an agent's after a spell of typing (`data-typing` on the turn,
 * `data-agent-typing` on the conversation). The timer stops while the tab is hidden or the
 * conversation off screen. With reduced motion every turn shows at once. The markup carries the
 * whole conversation, so without this script (or JavaScript) it reads complete.
 */
export function startScriptedChats(timing: ChatTiming, doc: Document = document): void {
  const view = doc.defaultView;
  const reducedMotion = view?.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  for (const root of doc.querySelectorAll<HTMLElement>(`[${SCRIPTED_CHAT}]`)) {
    if (reducedMotion) showAll(root);
    else playChat(root, timing, doc);
  }
}

const turnsOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>("[data-chat-turn]")];

function showAll(root: HTMLElement) {
  for (const turn of turnsOf(root)) turn.dataset.shown = "";
}

function playChat(root: HTMLElement, timing: ChatTiming, doc: Document) {
  const turns = turnsOf(root);
  const replay = root.querySelector<HTMLButtonElement>("[data-chat-replay]");
  let next = 0;
  // Time left before turn `next` shows (null: its full delay); kept across pauses.
  let remaining: number | null = null;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const Observer = doc.defaultView?.IntersectionObserver;
  let onScreen = !Observer;

  const reveal = () => {
    timer = undefined;
    const turn = turns[next++];
    if (turn) {
      delete turn.dataset.typing;
      turn.dataset.shown = "";
    }
    delete root.dataset.agentTyping;
    remaining = null;
    run();
  };
  const run = () => {
    const turn = turns[next];
    if (!turn || timer !== undefined || doc.hidden || !onScreen) return;
    const agent = turn.dataset.from === "agent";
    remaining ??= agent ? timing.typingMs : timing.customerDelayMs;
    if (agent) {
      turn.dataset.typing = "";
      root.dataset.agentTyping = "";
    }
    startedAt = Date.now();
    timer = setTimeout(reveal, remaining);
  };
  const pause = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    remaining = Math.max(0, (remaining ?? 0) - (Date.now() - startedAt));
  };
  const restart = () => {
    pause();
    for (const turn of turns) {
      delete turn.dataset.shown;
      delete turn.dataset.typing;
    }
    delete root.dataset.agentTyping;
    next = 0;
    remaining = null;
    run();
  };

  root.dataset.playing = "";
  if (replay) {
    replay.hidden = false;
    replay.addEventListener("click", restart);
  }
  doc.addEventListener("visibilitychange", () => (doc.hidden ? pause() : run()));
  if (Observer) {
    new Observer((entries) => {
      onScreen = entries.some((entry) => entry.isIntersecting);
      if (onScreen) run();
      else pause();
    }).observe(root);
  }
  run();
}
