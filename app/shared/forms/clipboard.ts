export type ClipboardWriter = Pick<Clipboard, "writeText">;

interface CopyOptions {
  /** For tests: the clipboard to write to; null means there is none. The browser's by default. */
  clipboard?: ClipboardWriter | null;
  /**
   * Log a failure as "Failed to copy". Callers that tell the visitor themselves (a toast)
   * turn it off, so a refused permission is not reported twice.
   */
  logFailure?: boolean;
}

const browserClipboard = (): ClipboardWriter | null =>
  typeof navigator === "undefined" ? null : (navigator.clipboard ?? null);

/**
 * Writes `text` to the clipboard and says whether it worked. It never throws: there is no
 * clipboard on an insecure origin and the browser may refuse permission, and each caller
 * decides what, if anything, the visitor is told.
 */
export async function copyToClipboard(
  text: string,
  { clipboard = browserClipboard(), logFailure = true }: CopyOptions = {},
): Promise<boolean> {
  try {
    if (!clipboard) throw new Error("The clipboard is not available");
    await clipboard.writeText(text);
    return true;
  } catch (error) {
    if (logFailure) console.error("Failed to copy", error);
    return false;
  }
}
