/** Copy of the header's site search: its button, dialog, results and key hints (labels included). */
export const siteSearchCopy = {
  /** The button's, the dialog's and the search box's accessible name. */
  label: "Search the site",
  placeholder: "Search docs, guides, blog posts, jobs…",
  close: "Esc",
  closeLabel: " (close search)",
  results: "Search results",
  searching: "Searching…",
  idle: "Search every page: products, docs, guides, API, blog posts, industries and jobs.",
  error: "Search could not load. Check your connection and try again.",
  /** `{query}` is what was searched for. */
  none: "No results for “{query}”",
  /** `{count}` results for `{query}`, a counted phrase. */
  found: { one: "{count} result for “{query}”", other: "{count} results for “{query}”" },
  /** The last row, which asks Ask Automatica instead: `{query}` is what was typed. */
  askAbout: "Ask Automatica about “{query}”",
  keys: { move: "to move", open: "to open", close: "to close", enter: "Enter", escape: "Esc" },
} as const;
