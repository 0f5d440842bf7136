import { Icon } from "#app/shared/icons/icon";
import { copyAttributes } from "#app/shared/forms/copy-buttons";
import { Button } from "#app/components/ui/button";
import { sdkSection } from "./app-page.copy";

export interface HighlightedSnippet {
  id: string;
  /** What the snippet is, e.g. "iOS (Swift)"; shown as its title and named by its button. */
  label: string;
  code: string;
  /** The code as HTML, highlighted on the server (app/features/channels/highlight.server.ts). */
  html: string;
}

/** A titled code block with a copy button; the colouring was done on the server. */
export function CodeSnippet({ snippet }: { snippet: HighlightedSnippet }) {
  return (
    <div
      data-testid={`snippet-${snippet.id}`}
      className="min-w-0 overflow-hidden rounded-2xl border border-slate-800 bg-slate-900 shadow-sm"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-700 px-4 py-2">
        <h3 className="text-sm font-semibold text-white">{snippet.label}</h3>
        <CopyButton text={snippet.code} label={snippet.label} />
      </div>
      <div
        className="text-sm leading-relaxed [&_pre]:overflow-x-auto [&_pre]:p-4 [&_pre]:-outline-offset-2"
        // Shiki's output: the code is escaped, only its own spans are markup.
        dangerouslySetInnerHTML={{ __html: snippet.html }}
      />
    </div>
  );
}

/**
 * A copy button that says what it copies: "Copy" plus, for screen readers, the snippet. The
 * page's copy listener (app/shared/forms/copy-buttons.ts) copies it and shows the toast.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const words = sdkSection.copyButton;
  return (
    <Button variant="secondary" size="sm" {...copyAttributes(text)}>
      <Icon name="copy" aria-hidden="true" />
      {words.visible}
      <span className="sr-only">{` ${label} ${words.hiddenAfterLabel}`}</span>
    </Button>
  );
}
