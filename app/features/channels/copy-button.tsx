import { Copy } from "lucide-react";
import { copyToClipboard } from "#app/shared/forms/clipboard";
import { toast } from "#app/shared/forms/toast";

import { Button } from "#app/components/ui/button";

/** Copies `text`; success shows the "Copied to clipboard!" toast, a failure is only logged. */
async function copyText(text: string): Promise<boolean> {
  const copied = await copyToClipboard(text);
  if (copied) toast.success("Copied to clipboard!");
  return copied;
}

/** A copy button that says what it copies: "Copy" plus, for screen readers, the snippet. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <Button variant="secondary" size="sm" onClick={() => void copyText(text)}>
      <Copy aria-hidden="true" />
      Copy<span className="sr-only"> {label} code</span>
    </Button>
  );
}
