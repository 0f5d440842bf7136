// @vitest-environment happy-dom
import { act, useRef, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { useValueFromBeforeHydration } from "#app/shared/hooks/use-value-from-before-hydration";
import {
  EARLY_INPUT_KEY,
  earlyInputScript,
  replayEarlyClicks,
  startEarlyClickReplay,
  valueFromBeforeHydration,
} from "./early-input";
import { islandCommitted } from "./islands";

declare global {
  // React's flag for act() outside a test renderer.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** The inline <head> script, run as the browser runs it: before anything else. */
function runHeadScript() {
  new Function(earlyInputScript)();
}

/** What a visitor's typing does to a field: the value changes and an input event bubbles. */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_KEY];
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(() => {
  // The script's listeners stay on window: without their state they step aside for good.
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_KEY];
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** Server-renders `element` into the page, lets `before` act on it, then hydrates it. */
async function hydrateAfter(element: React.ReactElement, before: () => void) {
  container.innerHTML = renderToString(element);
  before();
  await act(async () => {
    root = hydrateRoot(container, element);
  });
}

function Calculator({ onClickSeen }: { onClickSeen?: () => void }) {
  const [text, setText] = useState("1000");
  const ref = useRef<HTMLInputElement>(null);
  useValueFromBeforeHydration(ref, setText);
  const total = Number(text) || 0;
  return (
    <form method="get" action="/calc">
      <input
        ref={ref}
        name="n"
        type="number"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button
        type="button"
        aria-label="plus"
        onClick={() => {
          onClickSeen?.();
          setText(String(total + 100));
        }}
      />
      <button type="submit">Calculate</button>
      <output>{total}</output>
    </form>
  );
}

describe("useValueFromBeforeHydration", () => {
  it("gives a controlled field's component what was typed before hydration", async () => {
    runHeadScript();
    await hydrateAfter(<Calculator />, () => type(container.querySelector("input")!, "50000"));
    expect(container.querySelector("output")!.textContent).toBe("50000");
    expect(container.querySelector("input")!.value).toBe("50000");
  });

  it("changes nothing when nothing was typed", async () => {
    runHeadScript();
    await hydrateAfter(<Calculator />, () => {});
    expect(container.querySelector("output")!.textContent).toBe("1000");
  });

  it("reads what the field shows even without the script (a form the browser restored)", async () => {
    await hydrateAfter(<Calculator />, () => {
      container.querySelector("input")!.value = "7";
    });
    expect(container.querySelector("output")!.textContent).toBe("7");
  });

  it("puts back text React reset while hydrating a <textarea> that had server text", async () => {
    function Prompt() {
      const [text, setText] = useState("Server draft");
      const ref = useRef<HTMLTextAreaElement>(null);
      useValueFromBeforeHydration(ref, setText);
      return (
        <>
          <textarea ref={ref} value={text} onChange={(e) => setText(e.target.value)} />
          <p>{text}</p>
        </>
      );
    }
    runHeadScript();
    await hydrateAfter(<Prompt />, () => type(container.querySelector("textarea")!, "Mine"));
    expect(container.querySelector("p")!.textContent).toBe("Mine");
    expect(container.querySelector("textarea")!.value).toBe("Mine");
  });

  it("goes through every field of a form, with the field", async () => {
    const seen: string[] = [];
    function Contact() {
      const ref = useRef<HTMLFormElement>(null);
      useValueFromBeforeHydration(ref, (value, field) => seen.push(`${field.name}=${value}`));
      return (
        <form ref={ref}>
          <input type="hidden" name="key" defaultValue="k" />
          <input name="full_name" defaultValue="" />
          <input name="email" defaultValue="" />
          <select name="country" defaultValue="">
            <option value="">Choose</option>
            <option value="+44">+44</option>
          </select>
        </form>
      );
    }
    runHeadScript();
    await hydrateAfter(<Contact />, () => {
      type(container.querySelector<HTMLInputElement>('[name="full_name"]')!, "Ada");
      const select = container.querySelector("select")!;
      select.value = "+44";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(seen).toEqual(["full_name=Ada", "country=+44"]);
  });
});

describe("valueFromBeforeHydration", () => {
  it("is null for a field that holds what the server rendered", () => {
    container.innerHTML =
      '<input value="3"><select><option>a</option><option selected>b</option></select>';
    expect(valueFromBeforeHydration(container.querySelector("input")!)).toBeNull();
    expect(valueFromBeforeHydration(container.querySelector("select")!)).toBeNull();
  });
});

describe("the early click capture", () => {
  it("holds clicks on script-only buttons until hydration, then replays them in order, one task each", async () => {
    runHeadScript();
    let clicks = 0;
    await hydrateAfter(<Calculator onClickSeen={() => clicks++} />, () => {
      const plus = container.querySelector<HTMLButtonElement>('[aria-label="plus"]')!;
      plus.click();
      plus.click();
      type(container.querySelector("input")!, "2000");
    });
    // Hydrated, but the captured clicks wait for the root layout's call.
    expect(clicks).toBe(0);
    replayEarlyClicks();
    for (let i = 0; i < 3; i++) await act(nextTask);
    expect(clicks).toBe(2);
    // Each click saw the previous one's render: 2000 typed, then + 100 twice.
    expect(container.querySelector("output")!.textContent).toBe("2200");
  });

  it("lets the browser submit forms and ignores disabled buttons; clicks after the replay are the page's", async () => {
    runHeadScript();
    container.innerHTML =
      '<form><button type="submit" id="submit">Go</button></form>' +
      '<button id="loose">Outside any form</button><button type="button" id="off" disabled>Off</button>' +
      '<button type="button" id="later">Later</button>';
    const submit = new MouseEvent("click", { bubbles: true, cancelable: true });
    container.querySelector("#submit")!.dispatchEvent(submit);
    expect(submit.defaultPrevented, "a form's submit button does its own job").toBe(false);
    const loose = new MouseEvent("click", { bubbles: true, cancelable: true });
    container.querySelector("#loose")!.dispatchEvent(loose);
    expect(loose.defaultPrevented, "a submit button without a form does nothing: captured").toBe(
      true,
    );
    const state = (window as unknown as Record<string, { clicks: Element[] }>)[EARLY_INPUT_KEY]!;
    expect(state.clicks.map((button) => button.id)).toEqual(["loose"]);

    replayEarlyClicks();
    const later = new MouseEvent("click", { bubbles: true, cancelable: true });
    container.querySelector("#later")!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    await nextTask();
    expect(state.clicks).toEqual([]);
  });

  it("keeps capturing clicks in an island until that island has hydrated, then replays them", async () => {
    runHeadScript();
    container.innerHTML =
      '<button type="button" id="chrome">Chrome</button>' +
      '<astro-island ssr client="load"><button type="button" id="inside">Island</button></astro-island>';
    const seen: string[] = [];
    for (const id of ["chrome", "inside"]) {
      container.querySelector(`#${id}`)!.addEventListener("click", () => seen.push(id));
    }
    // The chrome's script runs: its own buttons are ready, the island is not yet.
    startEarlyClickReplay();
    const chrome = new MouseEvent("click", { bubbles: true, cancelable: true });
    container.querySelector("#chrome")!.dispatchEvent(chrome);
    expect(chrome.defaultPrevented).toBe(false);
    const inside = new MouseEvent("click", { bubbles: true, cancelable: true });
    container.querySelector("#inside")!.dispatchEvent(inside);
    expect(inside.defaultPrevented, "held until the island hydrates").toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(["chrome"]);

    // Astro hands the island to React, which commits it: the island's callback ref marks it.
    const island = container.querySelector("astro-island")!;
    island.removeAttribute("ssr");
    await act(async () => {
      root = hydrateRoot(
        island,
        <button ref={islandCommitted} type="button" id="inside">
          Island
        </button>,
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual(["chrome", "inside"]);
  });
});
