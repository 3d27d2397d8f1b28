/** Labels of every policy page's title block and table of contents (components/sections/legal). */
export const legalPageCopy = {
  /** Followed by the date of the current version. */
  lastUpdated: "Last updated",
  tocTitle: "On this page",
};
