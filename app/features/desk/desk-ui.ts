/**
 * The desk's compact look: a tool read for hours, not a page read once. Text is 14 px with
 * 12 px for what is secondary; headings 18–20 px; controls 32–36 px high.
 */

/** A field's label. */
export const deskLabel = "text-ink block text-sm font-medium";

/** Inputs, selects and text areas of desk forms. */
export const deskControl =
  "border-line-strong bg-surface text-ink placeholder:text-ink-subtle focus-visible:outline-accent-vivid mt-1 block w-full rounded-lg border px-2.5 py-1.5 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-0";

/** A select inside a list row: the same, without the label's gap. */
export const deskRowSelect =
  "border-line-strong bg-surface text-ink focus-visible:outline-accent-vivid block w-full min-w-0 rounded-md border py-1 pr-7 pl-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-0";

/** A card of the desk: forms, the message, the history. */
export const deskPanel = "border-line bg-surface rounded-xl border shadow-xs";

/** A hint under a field. */
export const deskHint = "text-ink-muted mt-1 text-xs";

/** The heading of a panel. */
export const deskPanelHeading = "text-ink text-sm font-semibold";
