// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { BentoGrid, bentoSpans } from "./bento-grid";
import type { Feature } from "#app/shared/copy/types";

afterEach(cleanup);

const features = (count: number): Feature[] =>
  Array.from({ length: count }, (_, index) => ({
    title: `Feature ${index + 1}`,
    description: `What feature ${index + 1} does.`,
  }));

describe("bentoSpans", () => {
  it("makes the first tile large and the others small", () => {
    const spans = bentoSpans(6, 3);
    expect(spans[0]).toEqual({ small: 2, wide: 2, large: true });
    expect(spans.slice(1).every((span) => !span.large)).toBe(true);
  });

  it.each([
    [6, 3],
    [8, 4],
    [5, 3],
    [7, 4],
    [9, 4],
  ] as const)("closes the last row of %i tiles in %i columns", (count, columns) => {
    const spans = bentoSpans(count, columns);
    // The large tile covers four cells on wide screens (2×2) and two on small ones (2×1).
    const wideCells = spans.reduce((sum, span) => sum + (span.large ? 4 : span.wide), 0);
    const smallCells = spans.reduce((sum, span) => sum + span.small, 0);
    expect(wideCells % columns).toBe(0);
    expect(smallCells % 2).toBe(0);
  });

  it("leaves a lone tile alone", () => {
    expect(bentoSpans(1, 3)).toEqual([{ small: 2, wide: 2, large: true }]);
  });
});

describe("BentoGrid", () => {
  it("renders every feature as a tile with its heading, the first one large", () => {
    render(<BentoGrid features={features(8)} columns={4} />);
    const tiles = within(screen.getByTestId("bento-grid")).getAllByRole("listitem");
    expect(tiles).toHaveLength(8);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(8);
    expect(tiles[0]).toHaveAttribute("data-size", "large");
    expect(tiles[0]!.className).toContain("lg:row-span-2");
    expect(tiles.slice(1).every((tile) => tile.dataset.size === "small")).toBe(true);
    // 4 + 7 cells in four columns: the last tile widens to close the row.
    expect(tiles[7]!.className).toContain("lg:col-span-2");
  });

  it("gives every tile hover and focus states and the entrance motion", () => {
    render(<BentoGrid features={features(3)} />);
    for (const tile of screen.getAllByRole("listitem")) {
      expect(tile.className).toContain("card-interactive");
      expect(tile.className).toContain("enter-rise");
    }
  });

  it("renders each feature's footer", () => {
    render(
      <BentoGrid
        features={features(2)}
        footer={(feature) => <a href="#x">{`Open ${feature.title}`}</a>}
      />,
    );
    expect(screen.getByRole("link", { name: "Open Feature 2" })).toBeTruthy();
  });

  it("fills the large tile with its picture, and only the large tile", () => {
    render(<BentoGrid features={features(4)} largeVisual={<span>the picture</span>} />);
    const tiles = within(screen.getByTestId("bento-grid")).getAllByRole("listitem");
    expect(within(tiles[0]!).getByTestId("bento-visual")).toHaveTextContent("the picture");
    expect(screen.getAllByTestId("bento-visual")).toHaveLength(1);
  });
});
