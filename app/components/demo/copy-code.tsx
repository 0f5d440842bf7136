import { Copy } from "lucide-react";

import { COPIED_MESSAGE } from "../../content/demos";
import { cn } from "../../lib/utils";
import { Button } from "../ui/button";

interface CopyDeps {
  clipboard?: Pick<Clipboard, "writeText">;
  alert: (message: string) => void;
}

/**
 * Writes the text to the clipboard, then alerts 'Copied to clipboard!' (spec section 8). A
 * failure (no clipboard, permission denied) is only logged: 'Failed to copy'.
 */
export async function copyToClipboard(
  text: string,
  deps: CopyDeps = {
    clipboard: typeof navigator === "undefined" ? undefined : navigator.clipboard,
    alert: (message) => window.alert(message),
  },
): Promise<boolean> {
  try {
    if (!deps.clipboard) throw new Error("The clipboard is not available");
    await deps.clipboard.writeText(text);
  } catch (error) {
    console.error("Failed to copy", error);
    return false;
  }
  deps.alert(COPIED_MESSAGE);
  return true;
}

export function CopyCodeButton({ text, className }: { text: string; className?: string }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      onClick={() => void copyToClipboard(text)}
    >
      <Copy aria-hidden="true" />
      Copy Code
    </Button>
  );
}

/** The embed snippet as code with its Copy Code button. */
export function EmbedCode({ snippet, className }: { snippet: string; className?: string }) {
  return (
    <div className={cn("grid gap-3", className)}>
      <pre className="rounded-lg bg-slate-900 p-4 text-left text-sm break-all whitespace-pre-wrap text-slate-100">
        <code>{snippet}</code>
      </pre>
      <CopyCodeButton text={snippet} className="justify-self-start" />
    </div>
  );
}
