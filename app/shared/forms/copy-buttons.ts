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
    const button = (event.target as Element | null)?.closest?.("[data-copy]");
    if (!button) return;
    void copyFrom(button, doc.defaultView ?? window);
  });
}

async function copyFrom(button: Element, win: Window) {
  const copied = await copyToClipboard(button.getAttribute("data-copy") ?? "");
  if (!copied) return;
  if (button.getAttribute("data-copy-confirm") === "alert") win.alert(COPIED_MESSAGE);
  else toast.success(COPIED_MESSAGE);
}
