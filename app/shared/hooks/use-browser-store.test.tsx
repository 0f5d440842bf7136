// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import type { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { useBrowserStore } from "./use-browser-store";

// React's own startTransition, watched: the catch-up after hydration must go through it.
const { transitions } = vi.hoisted(() => ({ transitions: [] as string[] }));
vi.mock("react", async (importOriginal) => {
  const react = await importOriginal<{ startTransition: typeof startTransition }>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.push("started");
      react.startTransition(scope);
    },
  };
});

// Module-level, as in the real callers: a new getSnapshot each render would re-run the effect.
const subscribe = () => () => {};
const inBrowser = () => "browser";
const onServer = () => "server";

describe("useBrowserStore after hydration", () => {
  it("catches up with the browser's value in a transition, not in a blocking render", async () => {
    function Probe() {
      return <p>{useBrowserStore(subscribe, inBrowser, onServer)}</p>;
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    await act(async () => void hydrateRoot(container, <Probe />));
    expect(container.textContent).toBe("browser");
    expect(transitions).toEqual(["started"]);
  });
});
