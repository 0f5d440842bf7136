import { Copy } from "lucide-react";

import { COPIED_MESSAGE } from "#app/shared/forms/copy-buttons";
import { copyToClipboard, type ClipboardWriter } from "#app/shared/forms/clipboard";
import { cn } from "#app/shared/ui-utils";
import { Button } from "#app/components/ui/button";

interface CopyDeps {
  clipboard: ClipboardWriter | undefined;
  alert: (message: string) => void;
}

/**
 * Copies the text, then alerts 'Copied to clipboard!' as the demo pages do. A failure (no
 * clipboard, permission denied) is only logged by copyToClipboard.
 */
export async function copyThenAlert(
  text: string,
  { clipboard, alert }: CopyDeps = {
    clipboard: typeof navigator === "undefined" ? undefined : navigator.clipboard,
    alert: (message) => window.alert(message),
  },
): Promise<boolean> {
  const copied = await copyToClipboard(text, { clipboard: clipboard ?? null });
  if (copied) alert(COPIED_MESSAGE);
  return copied;
}

export function CopyCodeButton({ text, className }: { text: string; className?: string }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      onClick={() => void copyThenAlert(text)}
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
