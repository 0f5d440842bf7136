export type ClipboardWriter = Pick<Clipboard, "writeText">;

interface CopyOptions {
  clipboard?: ClipboardWriter | null;
  /** Off for callers that tell the visitor themselves, so a refusal is not reported twice. */
  logFailure?: boolean;
}

const browserClipboard = (): ClipboardWriter | null =>
  typeof navigator === "undefined" ? null : (navigator.clipboard ?? null);

/** Never throws (no clipboard on an insecure origin, refused permission): each caller decides. */
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
