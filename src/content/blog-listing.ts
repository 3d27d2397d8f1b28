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
  /** The first post of the list, shown large. */
  featuredTitle: "Featured Article",
  readArticle: "Read Article",
};

/** The listing's pager; `{page}` is a page number. */
export const blogPaginationCopy = {
  label: "Pagination",
  page: "Page {page}",
  previous: "Previous",
  next: "Next",
};

/** Headings and labels of an article's and a tag page's static parts (some for screen readers only). */
export const blogPostCopy = {
  /** A share link's accessible name; `{network}` is the network's name. */
  shareOn: "Share on {network} (opens in a new tab)",
  /** A tag page's list of posts. */
  taggedTitle: "Articles",
  /** A tag page's list of the other tags. */
  otherTags: "Browse other tags",
  /** An article's closing section when it has no related posts. */
  moreArticles: "More articles",
  relatedTitle: "Related Articles",
  backToBlog: "Back to Blog",
  browseMore: "Browse More Articles",
  /** The heading over an article's tags. */
  tags: "Tags",
  /** A list of tag links when its caller gives no other title. */
  popularTags: "Popular Tags",
  /** The Share and Save buttons, and what Share says when it copies the link instead. */
  share: "Share",
  save: "Save",
  saved: "Saved",
  linkCopied: "Link copied",
  linkCopiedText: "The article's address is on your clipboard.",
  linkNotCopied: "Could not copy the link",
};

/** /blog/404: an unknown /blog/* address. */
export const postNotFoundCopy = {
  title: "Post not found",
  text: "The post you're looking for doesn't exist or has been removed.",
  back: "Back to Blog",
};
