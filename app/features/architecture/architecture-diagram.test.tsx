// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { architectureLinks, architectureNodes, LINK_CYCLE_MS } from "./architecture-page.copy";
import { ArchitectureDiagram } from "./architecture-diagram";
import { nextLinkIndex } from "./use-link-cycle";

let reducedMotion = false;
let visibility: DocumentVisibilityState = "visible";

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  visibility = "visible";
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: query.includes("reduce") && reducedMotion,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderDiagram() {
  const view = render(
    <ArchitectureDiagram
      nodes={architectureNodes}
      links={architectureLinks}
      intervalMs={LINK_CYCLE_MS}
    />,
  );
  const figure = view.container.querySelector("figure")!;
  return { ...view, figure, activeLink: () => figure.getAttribute("data-active-link") };
}

describe("nextLinkIndex", () => {
  it("advances and wraps after the last link", () => {
    expect(nextLinkIndex(0, 7)).toBe(1);
    expect(nextLinkIndex(6, 7)).toBe(0);
    expect(nextLinkIndex(3, 0)).toBe(0);
  });
});

describe("ArchitectureDiagram", () => {
  it("names each of the 8 nodes and describes the 7 links", () => {
    const { container } = renderDiagram();
    // Two drawings, wide and compact; CSS shows one of them (and hides the other from
    // assistive technology): each names the 8 nodes and draws the 7 links.
    const diagrams = screen.getAllByRole("group", { name: "Platform architecture diagram" });
    expect(diagrams.map((diagram) => diagram.dataset.layout)).toEqual(["wide", "compact"]);
    for (const diagram of diagrams) {
      const nodes = within(diagram).getAllByRole("img");
      expect(nodes.map((node) => node.getAttribute("aria-label"))).toEqual(
        architectureNodes.map((node) => `${node.title}: ${node.subtitle}`),
      );
      expect(diagram.querySelectorAll("line[data-link]")).toHaveLength(7);
    }
    expect(container.querySelector('[data-layout="wide"]')).toHaveClass("hidden", "sm:block");
    expect(container.querySelector('[data-layout="compact"]')).toHaveClass("sm:hidden");
    const steps = within(screen.getByRole("list", { name: "Connections in the diagram" }));
    expect(steps.getAllByRole("listitem")).toHaveLength(7);
    // Each block's description is said once, at the step that brings the block in.
    for (const node of architectureNodes) {
      expect(screen.getAllByText(node.description)).toHaveLength(1);
    }
  });

  it("advances the highlight one link every 1.5 s and loops", () => {
    const { activeLink, figure } = renderDiagram();
    expect(activeLink()).toBe("0");
    expect(figure.dataset.cycle).toBe("running");
    act(() => vi.advanceTimersByTime(1499));
    expect(activeLink()).toBe("0");
    act(() => vi.advanceTimersByTime(1));
    expect(activeLink()).toBe("1");
    act(() => vi.advanceTimersByTime(1500 * 5));
    expect(activeLink()).toBe("6");
    expect(figure.querySelector('line[data-active="true"]')?.getAttribute("data-link")).toBe("6");
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent(
      "7. Action engine → Analytics",
    );
    act(() => vi.advanceTimersByTime(1500));
    expect(activeLink()).toBe("0");
  });

  it("holds still while the tab is hidden and resumes when it is visible again", () => {
    const { activeLink, figure } = renderDiagram();
    act(() => vi.advanceTimersByTime(1500));
    expect(activeLink()).toBe("1");
    visibility = "hidden";
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(figure.dataset.cycle).toBe("paused");
    act(() => vi.advanceTimersByTime(6000));
    expect(activeLink()).toBe("1");
    visibility = "visible";
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    act(() => vi.advanceTimersByTime(1500));
    expect(activeLink()).toBe("2");
  });

  it("shows no highlight and starts no timer with reduced motion", () => {
    reducedMotion = true;
    const { activeLink, figure } = renderDiagram();
    expect(figure.dataset.cycle).toBe("off");
    expect(activeLink()).toBe("none");
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(6000));
    expect(activeLink()).toBe("none");
    expect(figure.querySelector('line[data-active="true"]')).toBeNull();
  });
});
