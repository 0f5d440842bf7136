// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

import { CHAT_FRAME_BOX, frameHasLoaded, startChatFrames } from "./chat-frames";

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

const frameDocument = (doc: Partial<Document> | null) =>
  vi
    .spyOn(HTMLIFrameElement.prototype, "contentDocument", "get")
    .mockReturnValue(doc as Document | null);

function chatFrameBox() {
  const box = document.createElement("div");
  box.setAttribute(CHAT_FRAME_BOX, "");
  const frame = document.createElement("iframe");
  box.append(frame);
  document.body.append(box);
  return { box, frame };
}

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

describe("startChatFrames", () => {
  it("marks a box at once when its frame loaded before the script ran", () => {
    const loaded = chatFrameBox();
    const loading = chatFrameBox();
    vi.spyOn(HTMLIFrameElement.prototype, "contentDocument", "get").mockImplementation(function (
      this: HTMLIFrameElement,
    ) {
      // A cross-origin document once loaded, the blank page before.
      return this === loaded.frame
        ? null
        : ({ readyState: "complete", URL: "about:blank" } as Document);
    });
    startChatFrames(document);
    expect(loaded.box).toHaveAttribute("data-loaded");
    expect(loading.box).not.toHaveAttribute("data-loaded");
    loading.frame.dispatchEvent(new Event("load"));
    expect(loading.box).toHaveAttribute("data-loaded");
  });

  it("marks a box whose frame is added later, when it loads", () => {
    frameDocument({ readyState: "complete", URL: "about:blank" });
    startChatFrames(document);
    const { box, frame } = chatFrameBox();
    expect(box).not.toHaveAttribute("data-loaded");
    frame.dispatchEvent(new Event("load"));
    expect(box).toHaveAttribute("data-loaded");
  });
});
