import { Copy } from "lucide-react";
import { toast } from "../../lib/toast";

import { Button } from "../ui/button";

/** Writes `text` to the clipboard; success shows the spec's toast, failure is only logged. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Copied to clipboard!");
    return true;
  } catch (error) {
    console.error("Failed to copy", error);
    return false;
  }
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
