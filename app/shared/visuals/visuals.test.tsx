// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { figures } from "#app/shared/copy/facts.copy";
import {
  analyticsView,
  builderBlueprint,
  channelKinds,
  channelNames,
  sampleExchange,
} from "./product-visuals.copy";
import { AgentBuilderVisual } from "./agent-builder-visual";
import { AnalyticsVisual } from "./analytics-visual";
import { ChannelGallery, ChannelVisual } from "./channel-visual";
import { AgentAvatar } from "./agent-avatar";

afterEach(cleanup);

describe("product visuals", () => {
  it.each(channelKinds)("the %s device is one image named by its channel and exchange", (kind) => {
    render(<ChannelVisual channel={kind} />);
    const image = screen.getByRole("img");
    expect(image.getAttribute("aria-label")).toContain(`answering on ${channelNames[kind]}`);
    expect(image.getAttribute("aria-label")).toContain(sampleExchange.agent);
    expect(image).toHaveTextContent(sampleExchange.customer);
  });

  it("a decorative device is hidden from assistive technology", () => {
    const { container } = render(<ChannelVisual channel="sms" decorative />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
  });

  it("the gallery names all six channels under their devices", () => {
    render(<ChannelGallery />);
    expect(screen.getAllByRole("img")).toHaveLength(6);
    for (const kind of channelKinds) expect(screen.getByText(channelNames[kind])).toBeTruthy();
  });

  it("the analytics view shows only the site's marketing figures, and says them", () => {
    render(<AnalyticsVisual />);
    const image = screen.getByRole("img");
    const known = new Set<string>(Object.values(figures));
    for (const tile of analyticsView.tiles) {
      expect(known.has(tile.value)).toBe(true);
      expect(image).toHaveTextContent(tile.value);
      expect(image.getAttribute("aria-label")).toContain(tile.value);
    }
    expect(image.getAttribute("aria-label")).toContain(figures.uptime);
  });

  it("the builder shows the description becoming an agent with its knowledge and channels", () => {
    render(<AgentBuilderVisual blueprint={builderBlueprint} />);
    const label = screen.getByRole("img").getAttribute("aria-label") ?? "";
    expect(label).toContain(builderBlueprint.description);
    for (const source of builderBlueprint.knowledge) expect(label).toContain(source);
    for (const channel of builderBlueprint.channels) expect(label).toContain(channelNames[channel]);
  });

  // `cn` does not merge classes: with two size classes the stylesheet's order, not the caller,
  // would pick the size.
  it.each(["size-4", "size-6", "size-16"])(
    "an agent avatar asked for %s has that size only",
    (size) => {
      const { container } = render(<AgentAvatar size={size} />);
      const sizes = [...container.firstElementChild!.classList].filter((name) =>
        name.startsWith("size-"),
      );
      expect(sizes).toEqual([size]);
    },
  );
});
