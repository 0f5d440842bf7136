// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { islandCommitted, islandHydrated, signalHydration } from "./islands";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const Island = ({ text }: { text: string }) => (
  <p ref={islandCommitted} className="island">
    {text}
  </p>
);

let roots: Root[] = [];

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  delete document.documentElement.dataset.hydrated;
});

afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = "";
});

/** Two `client:load` islands as Astro serves them, React not yet run. */
function serveTwoIslands() {
  document.body.innerHTML = ["one", "two"]
    .map(
      (text) =>
        `<astro-island ssr client="load">${renderToString(<Island text={text} />)}</astro-island>`,
    )
    .join("");
  return [...document.querySelectorAll("astro-island")];
}

async function hydrate(island: Element, text: string) {
  await act(async () => {
    roots.push(hydrateRoot(island, <Island text={text} />));
  });
}

describe("the hydration signal", () => {
  it("marks <html> once every first-view island has committed, not before", async () => {
    const [one, two] = serveTwoIslands();
    signalHydration(document);
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(false);

    await hydrate(one!, "one");
    expect(islandHydrated(one!)).toBe(true);
    expect(islandHydrated(two!)).toBe(false);
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(false);

    await hydrate(two!, "two");
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);
  });

  it("marks it at once when the islands committed before the chrome's script ran", async () => {
    const [one, two] = serveTwoIslands();
    await hydrate(one!, "one");
    await hydrate(two!, "two");
    signalHydration(document);
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);
  });

  it("does not wait for an island that hydrates only when scrolled to", async () => {
    document.body.innerHTML = `<astro-island ssr client="visible"><p>later</p></astro-island>`;
    signalHydration(document);
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);
  });

  it("leaves a server-rendered element outside any island alone", () => {
    document.body.innerHTML = `<p id="plain">static</p>`;
    islandCommitted(document.getElementById("plain"));
    expect(document.querySelector("[data-committed]")).toBeNull();
  });
});
