import { copyToClipboard } from "./clipboard";
import { toast } from "./toast";

/** What a copy button says once its text is on the clipboard. */
export const COPIED_MESSAGE = "Copied to clipboard!";

/** The markup of a button that copies `text`: a toast confirms it, or an alert (the demo pages). */
export function copyAttributes(text: string, confirm: "toast" | "alert" = "toast") {
  return { "data-copy": text, "data-copy-confirm": confirm };
}

/**
 * Every copy button of the page, through one listener (started by the chrome's script): the
 * buttons are plain markup, so copying costs no component. A failure (no clipboard, permission
 * refused) is only logged, as the spec asks.
 */
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

/**
 * The markup of a Share button for a page titled `title` (a blog post), with what it says when
 * it copied the link instead, or could not.
 */
export function shareAttributes(title: string, messages: { copied: string; copyFailed: string }) {
  return {
    "data-share": title,
    "data-share-copied": messages.copied,
    "data-share-failed": messages.copyFailed,
  };
}

/**
 * Share: the Web Share API where the browser has it (phones), otherwise the page's link is
 * copied with a toast. Cancelling the share sheet is not an error.
 */
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
