import { elementReady } from "./islands";

/**
 * What a visitor does before the page has hydrated is kept, not lost.
 *
 * A page is drawn, and looks usable, before its scripts have loaded: at 4× CPU and slow 4G the
 * route chunks arrive about a second after the first paint (docs/decisions/
 * 0007-first-paint-and-hydration.md). In that window the browser still types into fields and
 * submits forms (every form works without JavaScript), but a button whose behaviour is
 * JavaScript does nothing, and React, once it hydrates, keeps what a field shows without
 * telling the component (its state keeps the server's value: the calculator shows the default
 * total beside the typed number). React replays only the events that come after
 * `hydrateRoot`. So an inline script in <head>, before anything is drawn:
 *
 * - captures clicks on buttons that do nothing without JavaScript (`type="button"`, or a
 *   submit button outside any form) and replays them, in order, once the page has hydrated
 *   (`replayEarlyClicks`, from the root layout). Submit buttons of forms are left alone: the
 *   browser posts the form and the server answers, as without JavaScript;
 * - remembers the last value typed or chosen in each field, which `valueFromBeforeHydration`
 *   reads when the field's component mounts (the `useValueFromBeforeHydration` hook), because
 *   React may reset a field while hydrating it (a <textarea> with server text).
 */

/** Where the inline script keeps what it saw (a window property, read once hydrated). */
export const EARLY_INPUT_KEY = "__earlyInput";

interface EarlyInput {
  /** Buttons clicked before hydration, in order. */
  clicks: HTMLElement[];
  /** The last value typed or chosen in each field before hydration. */
  values: WeakMap<EventTarget, string>;
  /** Set once the clicks are replayed: from then on the page handles everything itself. */
  done: boolean;
}

/**
 * The inline <head> script (plain ES5 with WeakMap, like the theme script it joins). Listens in
 * the capture phase on window, so it runs before React's listeners on the document.
 */
export const earlyInputScript = `(function(){var s={clicks:[],values:new WeakMap(),done:false};window.${EARLY_INPUT_KEY}=s;function c(e){if(s.done)return removeEventListener("click",c,true);var b=e.target&&e.target.closest?e.target.closest("button"):null;if(!b||b.disabled||b.type==="reset"||(b.type==="submit"&&b.form)||b.hasAttribute("popovertarget")||b.hasAttribute("commandfor"))return;e.preventDefault();e.stopImmediatePropagation();s.clicks.push(b)}function v(e){if(s.done){removeEventListener("input",v,true);removeEventListener("change",v,true);return}var t=e.target;if(t&&typeof t.value==="string"&&t.type!=="checkbox"&&t.type!=="radio")s.values.set(t,t.value)}addEventListener("click",c,true);addEventListener("input",v,true);addEventListener("change",v,true)})();`;

function earlyInput(win: Window): EarlyInput | undefined {
  return (win as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_KEY];
}

/** How long a captured click may wait for its island to hydrate. */
const REPLAY_DEADLINE_MS = 10_000;

/**
 * Replays the clicks captured before hydration, in order, one task each (as a visitor's clicks
 * come: React renders between them, so a second "+" adds to the first one's result). The
 * first runs in the next task: by then the values typed early have reached their components'
 * state (the hook sets it in a layout effect, whose render React finishes after the root's
 * passive effects), so a stepper's "+" adds to the typed number, not to the server's. A button
 * that is gone is skipped; one in an island not hydrated yet is waited for, frame by frame, up
 * to a deadline. The page's chrome script calls it once its own buttons work (chrome.ts).
 */
export function replayEarlyClicks(win: Window = window): void {
  const state = earlyInput(win);
  if (!state || state.done) return;
  state.done = true;
  const queue = state.clicks.splice(0);
  const deadline = Date.now() + REPLAY_DEADLINE_MS;
  const next = () => {
    const button = queue[0];
    if (!button) return;
    if (button.isConnected && !elementReady(button) && Date.now() < deadline) {
      win.requestAnimationFrame(next);
      return;
    }
    queue.shift();
    if (button.isConnected) button.click();
    win.setTimeout(next, 0);
  };
  win.setTimeout(next, 0);
}

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
