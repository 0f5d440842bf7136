import { Icon } from "#app/shared/icons/icon";
import { copyAttributes } from "#app/shared/forms/copy-buttons";
import { Button } from "#app/components/ui/button";

/**
 * A copy button that says what it copies: "Copy" plus, for screen readers, the snippet. The
 * page's copy listener (app/shared/forms/copy-buttons.ts) copies it and shows the toast.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <Button variant="secondary" size="sm" {...copyAttributes(text)}>
      <Icon name="copy" aria-hidden="true" />
      Copy<span className="sr-only"> {label} code</span>
    </Button>
  );
}
