// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ChatFrame, frameHasLoaded } from "./chat-frame";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const frameDocument = (doc: Partial<Document> | null) =>
  vi
    .spyOn(HTMLIFrameElement.prototype, "contentDocument", "get")
    .mockReturnValue(doc as Document | null);

describe("frameHasLoaded", () => {
  const frame = document.createElement("iframe");
  it("is false while the frame still shows its initial blank page", () => {
    frameDocument({ readyState: "complete", URL: "about:blank" });
    expect(frameHasLoaded(frame)).toBe(false);
    frameDocument({ readyState: "loading", URL: "http://localhost/studio/chat/X" });
    expect(frameHasLoaded(frame)).toBe(false);
  });
  it("is true for a complete same-origin page or a cross-origin one", () => {
    frameDocument({ readyState: "complete", URL: "http://localhost/studio/chat/X" });
    expect(frameHasLoaded(frame)).toBe(true);
    frameDocument(null);
    expect(frameHasLoaded(frame)).toBe(true);
  });
});

describe("ChatFrame", () => {
  it("shows 'Loading AI Agent...' over a sized frame until the frame loads", () => {
    frameDocument({ readyState: "complete", URL: "about:blank" });
    const { container } = render(
      <ChatFrame src="https://studio.example/chat/SMSDemo" title="SMS demo" height={550} />,
    );
    const frame = screen.getByTitle("SMS demo");
    expect(frame).toHaveAttribute("allow", "microphone");
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(container.firstElementChild).toHaveStyle({ height: "550px" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading AI Agent...");
    fireEvent.load(frame);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("hides the spinner at once when the frame loaded before hydration", () => {
    frameDocument(null);
    render(<ChatFrame src="https://studio.example/chat/X" title="X" lazy={false} />);
    expect(screen.getByTitle("X")).toHaveAttribute("loading", "eager");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
