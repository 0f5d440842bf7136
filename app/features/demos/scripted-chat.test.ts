// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { startScriptedChats, type ChatTiming } from "./scripted-chat";

const timing: ChatTiming = { customerDelayMs: 1000, typingMs: 2000 };

/** The conversation's markup as whatsapp-chat.tsx draws it: customer, agent, customer. */
function drawChat() {
  document.body.innerHTML = `
    <figure data-scripted-chat>
      <ol>
        <li data-chat-turn data-from="customer">Hi</li>
        <li data-chat-turn data-from="agent">Hello!</li>
        <li data-chat-turn data-from="customer">Thanks</li>
      </ol>
      <button type="button" hidden data-chat-replay>Replay</button>
    </figure>`;
  return document.querySelector<HTMLElement>("[data-scripted-chat]")!;
}

const shown = () =>
  [...document.querySelectorAll<HTMLElement>("[data-chat-turn]")].map(
    (turn) => turn.dataset.shown !== undefined,
  );
const typing = () => document.querySelector<HTMLElement>('[data-from="agent"]')!.dataset.typing;

let observerCallback: IntersectionObserverCallback | undefined;
/** Puts the conversation on or off screen, as the IntersectionObserver reports it. */
function setOnScreen(isIntersecting: boolean) {
  observerCallback?.([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
}
function setHidden(hidden: boolean) {
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event("visibilitychange"));
}
function setReducedMotion(reduce: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) => ({ matches: reduce && query.includes("reduce") }) as MediaQueryList,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  setReducedMotion(false);
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        observerCallback = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  setHidden(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  observerCallback = undefined;
});

describe("the scripted conversation", () => {
  it("waits until it is on screen, then shows one turn after another, the agent typing first", () => {
    const root = drawChat();
    startScriptedChats(timing);
    vi.advanceTimersByTime(5000);
    expect(shown()).toEqual([false, false, false]);

    setOnScreen(true);
    vi.advanceTimersByTime(999);
    expect(shown()).toEqual([false, false, false]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([true, false, false]);
    // The agent types for typingMs before its message shows.
    expect(typing()).toBe("");
    expect(root.dataset.agentTyping).toBe("");
    vi.advanceTimersByTime(2000);
    expect(shown()).toEqual([true, true, false]);
    expect(typing()).toBeUndefined();
    expect(root.dataset.agentTyping).toBeUndefined();
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual([true, true, true]);
  });

  it("pauses while the tab is hidden or the conversation off screen, and resumes where it was", () => {
    drawChat();
    startScriptedChats(timing);
    setOnScreen(true);
    vi.advanceTimersByTime(600);
    setHidden(true);
    vi.advanceTimersByTime(10_000);
    expect(shown()).toEqual([false, false, false]);
    setHidden(false);
    vi.advanceTimersByTime(400);
    expect(shown()).toEqual([true, false, false]);

    vi.advanceTimersByTime(500);
    setOnScreen(false);
    vi.advanceTimersByTime(10_000);
    expect(shown()).toEqual([true, false, false]);
    setOnScreen(true);
    vi.advanceTimersByTime(1500);
    expect(shown()).toEqual([true, true, false]);
  });

  it("shows every turn at once for visitors who ask for less motion", () => {
    setReducedMotion(true);
    const root = drawChat();
    startScriptedChats(timing);
    expect(shown()).toEqual([true, true, true]);
    expect(root.dataset.playing).toBeUndefined();
    expect(root.querySelector<HTMLButtonElement>("[data-chat-replay]")!.hidden).toBe(true);
  });

  it("offers a replay that starts the conversation over", () => {
    const root = drawChat();
    startScriptedChats(timing);
    setOnScreen(true);
    vi.advanceTimersByTime(4000);
    expect(shown()).toEqual([true, true, true]);

    const replay = root.querySelector<HTMLButtonElement>("[data-chat-replay]")!;
    expect(replay.hidden).toBe(false);
    replay.click();
    expect(shown()).toEqual([false, false, false]);
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual([true, false, false]);
  });
});
