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
  /** The search's status line, a counted phrase (shared/fill.ts). */
  found: { one: "{count} article found", other: "{count} articles found" },
  /** The first post of the list, shown large. */
  featuredTitle: "Featured Article",
  readArticle: "Read Article",
} as const;

/** The listing's pager; `{page}` is a page number. */
export const blogPaginationCopy = {
  label: "Pagination",
  page: "Page {page}",
  previous: "Previous",
  next: "Next",
} as const;

/** Headings and labels of an article's and a tag page's static parts (some for screen readers only). */
export const blogPostCopy = {
  /** How many articles a tag has, in its page's description and heading. */
  articleCount: { one: "{count} article", other: "{count} articles" },
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
} as const;

/** /blog/404: an unknown /blog/* address. */
export const postNotFoundCopy = {
  title: "Post not found",
  text: "The post you're looking for doesn't exist or has been removed.",
  back: "Back to Blog",
};

/**
 * /blog's list (components/ui/filterable-list.tsx): the search over every post, then the category
 * tabs (?category=, All by default) and pages of six over the posts after the featured one.
 */
export const blogList = {
  copy: {
    heading: { title: blogListingCopy.latestTitle, searching: blogListingCopy.resultsTitle },
    search: { label: blogListingCopy.searchLabel, placeholder: blogListingCopy.searchPlaceholder },
    found: blogListingCopy.found,
    empty: {
      title: blogListingCopy.emptyTitle,
      hint: blogListingCopy.emptyHint,
      clear: blogListingCopy.clear,
    },
    emptyTab: blogListingCopy.emptyTab,
    pagination: blogPaginationCopy,
  },
  facet: {
    param: "category",
    label: blogListingCopy.tabsLabel,
    as: "tabs",
    options: [
      { value: "All", label: "All" },
      { value: "AI", label: "AI" },
      { value: "Automation", label: "Automation" },
      { value: "Tutorials", label: "Tutorials" },
    ],
  },
  pageSize: 6,
} as const;
