// A tool read for hours, not a page read once: compact type and controls.

export const deskLabel = "text-ink block text-sm font-medium";

export const deskControl =
  "border-line-strong bg-surface text-ink placeholder:text-ink-subtle focus-visible:outline-accent-vivid mt-1 block w-full rounded-lg border px-2.5 py-1.5 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-0";

/** A select inside a list row: the same, without the label's gap. */
export const deskPanel = "border-line bg-surface rounded-xl border shadow-xs";

export const deskHint = "text-ink-muted mt-1 text-xs";

export const deskPanelHeading = "text-ink text-sm font-semibold";
