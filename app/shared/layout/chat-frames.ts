/**
 * The box of a chat frame whose spinner shows until the frame has loaded (the demo pages'
 * ChatFrame). The page's script marks it `data-loaded` then; CSS hides the spinner.
 */
export const CHAT_FRAME_BOX = "data-chat-frame-box";

/**
 * True when the frame already holds its document: a cross-origin document hides itself
 * (contentDocument is null), a same-origin one is complete and no longer the initial blank page.
 */
export function frameHasLoaded(frame: HTMLIFrameElement): boolean {
  try {
    const doc = frame.contentDocument;
    if (!doc) return true;
    return doc.readyState === "complete" && doc.URL !== "about:blank";
  } catch {
    return true;
  }
}

function markLoaded(frame: HTMLIFrameElement) {
  frame.closest(`[${CHAT_FRAME_BOX}]`)?.setAttribute("data-loaded", "");
}

/**
 * Marks every chat frame's box once its frame has loaded, those an island adds later too:
 * `load` does not bubble, so one listener in the capture phase sees every frame's. A frame
 * that loaded before this script ran is marked at once.
 */
export function startChatFrames(doc: Document = document): void {
  const win = doc.defaultView!;
  doc.addEventListener(
    "load",
    (event) => {
      if (event.target instanceof win.HTMLIFrameElement) markLoaded(event.target);
    },
    true,
  );
  for (const frame of doc.querySelectorAll<HTMLIFrameElement>(`[${CHAT_FRAME_BOX}] > iframe`)) {
    if (frameHasLoaded(frame)) markLoaded(frame);
  }
}
