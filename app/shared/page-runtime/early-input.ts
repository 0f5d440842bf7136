import { elementReady } from "./islands";

// Keeps what a visitor does before hydration: a <head> script captures clicks on script-driven
// buttons, each field's last value, and marks a natively posted form's submit `data-busy`.

export const EARLY_INPUT_KEY = "__earlyInput";

interface EarlyInput {
  clicks: HTMLElement[];
  values: WeakMap<EventTarget, string>;
  /** Set by the page's script: whether an element now handles its own events. */
  ready?: (element: Element) => boolean;
  /** Set by the page's script: called after each captured click, to replay it in time. */
  wake?: () => void;
}

/** Plain ES5; listens in the capture phase on window, so it runs before React's listeners. */
export const earlyInputScript = `(function(){var s={clicks:[],values:new WeakMap()};window.${EARLY_INPUT_KEY}=s;function r(b){return s.ready&&s.ready(b)}function o(){return window.${EARLY_INPUT_KEY}!==s}function c(e){if(o())return;var b=e.target&&e.target.closest?e.target.closest("button"):null;if(!b||b.disabled||b.type==="reset"||(b.type==="submit"&&b.form)||b.hasAttribute("popovertarget")||b.hasAttribute("commandfor")||r(b))return;e.preventDefault();e.stopImmediatePropagation();s.clicks.push(b);if(s.wake)s.wake()}function v(e){if(o())return;var t=e.target;if(t&&typeof t.value==="string"&&t.type!=="checkbox"&&t.type!=="radio")s.values.set(t,t.value)}function f(e){if(o())return;var b=e.submitter;if(b&&!e.defaultPrevented&&!r(e.target))b.setAttribute("data-busy","")}addEventListener("click",c,true);addEventListener("input",v,true);addEventListener("change",v,true);addEventListener("submit",f,true)})();`;

function earlyInput(win: Window): EarlyInput | undefined {
  return (win as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_KEY];
}

/** How long a captured click may wait for its island to hydrate. */
const REPLAY_DEADLINE_MS = 10_000;

// One task per click, so React renders between them (a second "+" adds to the first).
export function startEarlyClickReplay(
  win: Window = window,
  ready: (element: Element) => boolean = elementReady,
): void {
  const state = earlyInput(win);
  if (!state || state.ready) return;
  state.ready = ready;
  let running = false;
  let waitingSince = 0;
  const next = () => {
    const button = state.clicks[0];
    if (!button) {
      running = false;
      return;
    }
    waitingSince ||= Date.now();
    if (button.isConnected && !ready(button) && Date.now() - waitingSince < REPLAY_DEADLINE_MS) {
      win.requestAnimationFrame(next);
      return;
    }
    state.clicks.shift();
    waitingSince = 0;
    if (button.isConnected) button.click();
    win.setTimeout(next, 0);
  };
  state.wake = () => {
    if (running) return;
    running = true;
    win.setTimeout(next, 0);
  };
  state.wake();
}

export const replayEarlyClicks = (win: Window = window) => startEarlyClickReplay(win, () => true);

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function serverValue(field: Field): string {
  if (field instanceof field.ownerDocument.defaultView!.HTMLSelectElement) {
    const options = [...field.options];
    // `defaultSelected` is the `selected` attribute, which React renders on the server's choice.
    return (options.find((option) => option.hasAttribute("selected")) ?? options[0])?.value ?? "";
  }
  return field.defaultValue;
}

/** What the visitor typed or chose before hydration (or the browser restored); null if untouched. */
export function valueFromBeforeHydration(field: Field): string | null {
  const win = field.ownerDocument.defaultView;
  const recorded = win ? earlyInput(win)?.values.get(field) : undefined;
  if (recorded !== undefined) return recorded;
  return field.value !== serverValue(field) ? field.value : null;
}
