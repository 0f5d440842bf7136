// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { CHAT_FRAME_BOX } from "#app/shared/layout/chat-frames";
import { ChatFrame } from "./chat-frame";

afterEach(cleanup);

describe("ChatFrame", () => {
  it("shows 'Loading AI Agent...' over a sized frame, in a box the page's script watches", () => {
    const { container } = render(
      <ChatFrame src="https://studio.example/chat/SMSDemo" title="SMS demo" height={550} />,
    );
    const frame = screen.getByTitle("SMS demo");
    expect(frame).toHaveAttribute("src", "https://studio.example/chat/SMSDemo");
    expect(frame).toHaveAttribute("allow", "microphone");
    expect(frame).toHaveAttribute("loading", "lazy");
    const box = container.firstElementChild!;
    expect(box).toHaveAttribute(CHAT_FRAME_BOX);
    expect(box).not.toHaveAttribute("data-loaded");
    expect(box).toHaveStyle({ height: "550px" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading AI Agent...");
    // The spinner goes once the script marks the box loaded (chat-frames.ts).
    expect(screen.getByRole("status")).toHaveClass("group-data-loaded:hidden");
  });

  it("loads at once when not lazy", () => {
    render(<ChatFrame src="https://studio.example/chat/X" title="X" lazy={false} />);
    expect(screen.getByTitle("X")).toHaveAttribute("loading", "eager");
  });
});
