import { elementReady } from "./islands";

/**
 * What a visitor does before the part of the page it touches has hydrated is kept, not lost.
 *
 * A page is drawn, and looks usable, before its scripts have run. In that window the browser
 * still types into fields and submits forms (every form works without JavaScript), but a
 * button whose behaviour is JavaScript does nothing, and React, once it hydrates an island,
 * keeps what a field shows without telling the component (its state keeps the server's value).
 * So an inline script in <head>, before anything is drawn:
 *
 * - captures clicks on buttons that do nothing without JavaScript (`type="button"`, or a
 *   submit button outside any form) while they are not ready, and the page's script replays
 *   them, in order, once each is (`startEarlyClickReplay`: a button of the chrome once the
 *   chrome's script runs, one in an island once that island has hydrated). Submit buttons of
 *   forms are left alone: the browser posts the form and the server answers;
 * - remembers the last value typed or chosen in each field, which `valueFromBeforeHydration`
 *   reads when the field's component mounts (the `useValueFromBeforeHydration` hook);
 * - marks the button that submits a form the browser posts itself `data-busy`, so its busy
 *   label shows while the post runs (the home page's Get Started Free).
 */

/** Where the inline script keeps what it saw (a window property). */
export const EARLY_INPUT_KEY = "__earlyInput";

interface EarlyInput {
  /** Buttons clicked before they were ready, in order. */
  clicks: HTMLElement[];
  /** The last value typed or chosen in each field. */
  values: WeakMap<EventTarget, string>;
  /** Set by the page's script: whether an element now handles its own events. */
  ready?: (element: Element) => boolean;
  /** Set by the page's script: called after each captured click, to replay it in time. */
  wake?: () => void;
}

/**
 * The inline <head> script (plain ES5 with WeakMap, like the theme script it joins). Listens in
 * the capture phase on window, so it runs before React's listeners on the document.
 */
export const earlyInputScript = `(function(){var s={clicks:[],values:new WeakMap()};window.${EARLY_INPUT_KEY}=s;function r(b){return s.ready&&s.ready(b)}function o(){return window.${EARLY_INPUT_KEY}!==s}function c(e){if(o())return;var b=e.target&&e.target.closest?e.target.closest("button"):null;if(!b||b.disabled||b.type==="reset"||(b.type==="submit"&&b.form)||b.hasAttribute("popovertarget")||b.hasAttribute("commandfor")||r(b))return;e.preventDefault();e.stopImmediatePropagation();s.clicks.push(b);if(s.wake)s.wake()}function v(e){if(o())return;var t=e.target;if(t&&typeof t.value==="string"&&t.type!=="checkbox"&&t.type!=="radio")s.values.set(t,t.value)}function f(e){if(o())return;var b=e.submitter;if(b&&!e.defaultPrevented&&!r(e.target))b.setAttribute("data-busy","")}addEventListener("click",c,true);addEventListener("input",v,true);addEventListener("change",v,true);addEventListener("submit",f,true)})();`;

function earlyInput(win: Window): EarlyInput | undefined {
  return (win as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_KEY];
}

/** How long a captured click may wait for its island to hydrate. */
const REPLAY_DEADLINE_MS = 10_000;

/**
 * From now on, a button counts as ready when `ready` says so: clicks on ready buttons are the
 * page's own, and those captured are replayed in order, one task each (as a visitor's clicks
 * come: React renders between them, so a second "+" adds to the first one's result), each once
 * its button is ready. The first runs in the next task: by then the values typed early have
 * reached their components' state. A button that is gone is skipped; one still not ready after
 * the deadline is clicked anyway.
 */
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

/** Replays every held click now, as if every island had hydrated. */
export const replayEarlyClicks = (win: Window = window) => startEarlyClickReplay(win, () => true);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The value the server rendered into the field (what it shows until someone changes it). */
function serverValue(field: Field): string {
  if (field instanceof field.ownerDocument.defaultView!.HTMLSelectElement) {
    const options = [...field.options];
    // `defaultSelected` is the `selected` attribute, which React renders on the server's choice.
    return (options.find((option) => option.hasAttribute("selected")) ?? options[0])?.value ?? "";
  }
  return field.defaultValue;
}

/**
 * What the visitor typed or chose in the field before the page hydrated, or null when it still
 * holds the server's value: the value the inline script saw last, else what the field shows
 * when it differs from what the server rendered (the browser restoring a form on Back, or
 * filling it in).
 */
export function valueFromBeforeHydration(field: Field): string | null {
  const win = field.ownerDocument.defaultView;
  const recorded = win ? earlyInput(win)?.values.get(field) : undefined;
  if (recorded !== undefined) return recorded;
  return field.value !== serverValue(field) ? field.value : null;
}
