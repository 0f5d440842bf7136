/** The page's script marks the box `data-loaded` once its frame has loaded; CSS hides the spinner. */
export const CHAT_FRAME_BOX = "data-chat-frame-box";

/** A cross-origin document hides itself; a same-origin one is complete and no longer blank. */
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

/** `load` does not bubble: one capture listener sees every frame's, those added later too. */
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
