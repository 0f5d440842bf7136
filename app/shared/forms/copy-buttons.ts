import { copyToClipboard } from "./clipboard";
import { toast } from "./toast";

export const COPIED_MESSAGE = "Copied to clipboard!";

/** The markup of a button that copies `text`: a toast confirms it, or an alert (the demo pages). */
export function copyAttributes(text: string, confirm: "toast" | "alert" = "toast") {
  return { "data-copy": text, "data-copy-confirm": confirm };
}

// One listener for every copy button: they are plain markup, so copying costs no component. A
// failure (no clipboard, permission refused) is only logged.
export function startCopyButtons(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const win = doc.defaultView ?? window;
    const button = target?.closest?.("[data-copy]");
    if (button) void copyFrom(button, win);
    const share = target?.closest?.("[data-share]");
    if (share) void sharePage(share, win);
  });
}

export function shareAttributes(title: string, messages: { copied: string; copyFailed: string }) {
  return {
    "data-share": title,
    "data-share-copied": messages.copied,
    "data-share-failed": messages.copyFailed,
  };
}

// The Web Share API where the browser has it, else the link is copied; a cancelled sheet is fine.
async function sharePage(button: Element, win: Window) {
  const title = button.getAttribute("data-share") ?? "";
  const url = win.location.href;
  if (typeof win.navigator.share === "function") {
    try {
      await win.navigator.share({ title, url });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === "AbortError")) {
        console.warn("share failed", error);
      }
    }
    return;
  }
  if (await copyToClipboard(url, { logFailure: false })) {
    toast.success(button.getAttribute("data-share-copied") ?? "");
  } else toast.error(button.getAttribute("data-share-failed") ?? "");
}

async function copyFrom(button: Element, win: Window) {
  const copied = await copyToClipboard(button.getAttribute("data-copy") ?? "");
  if (!copied) return;
  if (button.getAttribute("data-copy-confirm") === "alert") win.alert(COPIED_MESSAGE);
  else toast.success(COPIED_MESSAGE);
}
