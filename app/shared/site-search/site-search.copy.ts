/** The site search's texts: the header's button, its dialog and the 404 page's search. */
export const siteSearchCopy = {
  button: "Search",
  /** The shortcut as the keyboard spells it; Apple's keyboards show ⌘. */
  shortcut: { other: "Ctrl K", apple: "⌘K" },
  dialogLabel: "Search the site",
  inputLabel: "Search pages, templates, posts and integrations",
  placeholder: "Search pages, templates, posts…",
  close: "Close search",
  resultsLabel: "Search results",
  idle: "Find a page, a template, a blog post or an integration.",
  loading: "Loading search…",
  found: (count: number, query: string) =>
    count === 1 ? `1 result for “${query}”` : `${count} results for “${query}”`,
  none: (query: string) => `No results for “${query}”. Try another word.`,
  failed: "Search could not load. Please reload the page and try again.",
  hints: [
    { keys: ["↑", "↓"], label: "to move" },
    { keys: ["↵"], label: "to open" },
    { keys: ["Esc"], label: "to close" },
  ],
} as const;

/** What a result is (server/search-index/records.ts), in the visitor's words. */
export const searchResultKinds = {
  page: "Page",
  pricing: "Pricing",
  industry: "Industry",
  channel: "Channel",
  integration: "Integration",
  demo: "Demo",
  template: "Template",
  post: "Blog post",
  legal: "Legal",
} as const;

export type SearchResultKind = keyof typeof searchResultKinds;

export const isSearchResultKind = (value: unknown): value is SearchResultKind =>
  typeof value === "string" && Object.hasOwn(searchResultKinds, value);
