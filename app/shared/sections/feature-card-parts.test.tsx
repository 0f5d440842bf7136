// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { BentoGrid } from "./bento-grid";
import { FeatureGrid } from "./feature-grid";

afterEach(cleanup);

const features = [
  { title: "Answers", description: "Day and night.", badge: "New", points: ["Web", "Phone"] },
  { title: "Hands over", description: "To a person." },
];

describe.each([
  ["FeatureGrid", FeatureGrid],
  ["BentoGrid", BentoGrid],
] as const)("%s feature cards", (_name, Grid) => {
  it("show a feature's badge and its points as a list whose ticks are hidden from assistive technology", () => {
    render(<Grid features={features} />);
    expect(screen.getByText("New").tagName).toBe("SPAN");
    const [, first] = screen.getAllByRole("list");
    const items = Array.from(first!.querySelectorAll("li"));
    expect(items.map((item) => item.textContent)).toEqual(["✓Web", "✓Phone"]);
    expect(items.map((item) => item.querySelector("[aria-hidden=true]")?.textContent)).toEqual([
      "✓",
      "✓",
    ]);
  });

  it("show no badge and no list for a feature without them", () => {
    render(<Grid features={[features[1]!]} />);
    // Only the grid's own list: no points list inside the card.
    const [card] = screen.getAllByRole("listitem");
    // Heading and description only: no empty badge or list element left behind.
    expect(Array.from(card!.children, (child) => child.tagName)).toEqual(["H3", "P"]);
    expect(screen.getAllByRole("list")).toHaveLength(1);
    expect(screen.queryByText("New")).toBeNull();
  });
});
