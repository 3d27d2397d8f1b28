/** Copy of the /blog listing's interactive part (search, category tabs, pages). */
export const blogListingCopy = {
  searchLabel: "Search articles",
  searchPlaceholder: "Search articles...",
  latestTitle: "Latest Articles",
  resultsTitle: "Search Results",
  tabsLabel: "Article categories",
  /** `{tab}` is the selected category. */
  emptyTab: "No {tab} articles yet besides the featured one. Try another category.",
  emptyTitle: "No articles match your search.",
  emptyHint: "Try a shorter word, or browse the tags below.",
  clear: "Clear search",
  found: (count: number) => `${count} ${count === 1 ? "article" : "articles"} found`,
};
