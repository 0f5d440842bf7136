// The desk's messages at the bottom of the page (desk-toasts.tsx): one at a time, gone after a
// few seconds unless the pointer or focus is on it; a change comes with its undo (also `z`).

const SHOWN_MS = 8000;

const region = () => document.querySelector<HTMLElement>("[data-list-message]");

let undoLast: (() => void) | undefined;

export const failedText = () => region()?.dataset.failedText ?? "";
export const undoneText = () => region()?.dataset.undoneText ?? "";

export function showToast(text: string, options: { failed?: boolean; undo?: () => void } = {}) {
  const host = region();
  if (!host) return;
  host.replaceChildren();
  undoLast = undefined;
  const toast = document.createElement("p");
  toast.className = "desk-toast";
  if (options.failed) toast.dataset.failed = "";
  const words = document.createElement("span");
  words.textContent = text;
  toast.append(words);
  const undo = options.undo;
  if (undo) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.undo = "";
    button.textContent = host.dataset.undoText ?? "";
    button.setAttribute("aria-keyshortcuts", "z");
    button.className =
      "rounded-md px-2 py-1 font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-current";
    undoLast = () => {
      toast.remove();
      undoLast = undefined;
      undo();
    };
    button.addEventListener("click", () => undoLast?.());
    toast.append(button);
  } else {
    toast.classList.add("pr-4");
  }
  host.append(toast);
  const leave = () => {
    if (!toast.isConnected) return;
    if (toast.matches(":hover, :focus-within")) {
      setTimeout(leave, 1000);
      return;
    }
    toast.remove();
    // Only this message's undo: a newer message has replaced it otherwise.
    if (host.childElementCount === 0) undoLast = undefined;
  };
  setTimeout(leave, SHOWN_MS);
}

/** `z` undoes the change the message on screen offers to undo. */
export function undoShown(): boolean {
  if (!undoLast) return false;
  undoLast();
  return true;
}
