/**
 * The docs pages' sections as one lazily loaded chunk: the routes stay tiny (JavaScript budget),
 * the pages are still prerendered in full and hydrate once this chunk has loaded.
 */
export { ApiReferenceTabs } from "./api-reference-tabs";
export { DocsHub } from "./docs-hub";
export { DocsLayout } from "./docs-layout";
export { GuidesList } from "./guides-list";
