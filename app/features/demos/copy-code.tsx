import { Icon } from "#app/shared/icons/icon";
import { copyAttributes } from "#app/shared/forms/copy-buttons";
import { cn } from "#app/shared/ui-utils";
import { Button } from "#app/components/ui/button";
import { COPY_CODE_LABEL } from "./demos.copy";

/** The embed snippet as code with its Copy Code button. */
export function EmbedCode({ snippet, className }: { snippet: string; className?: string }) {
  return (
    <div className={cn("grid gap-3", className)}>
      {/* Code scrolls sideways rather than breaking its URL letter by letter; a scrolling box
          must be reachable by keyboard (axe: scrollable-region-focusable). */}
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-left text-sm whitespace-pre text-slate-100"
      >
        <code>{snippet}</code>
      </pre>
      {/* Plain markup, copied by the page's copy listener (app/shared/forms/copy-buttons.ts),
          which alerts 'Copied to clipboard!' as the demo pages do. */}
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-start"
        {...copyAttributes(snippet, "alert")}
      >
        <Icon name="copy" aria-hidden="true" />
        {COPY_CODE_LABEL}
      </Button>
    </div>
  );
}
