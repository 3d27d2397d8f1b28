/**
 * The mark an entry flagged `illustrative: true` in content (fictional names, companies and
 * figures: content/illustrative.ts) carries in the page: `data-illustrative` on the element that
 * holds it. The assistant's knowledge (build-tools/assistant-knowledge.ts) reads the mark, so it
 * leaves the example out of its answers or says that it is one.
 */
export const illustrativeMark = (entry: { illustrative?: boolean }) =>
  entry.illustrative ? { "data-illustrative": "" } : {};
