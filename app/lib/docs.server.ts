import path from "node:path";
import {
  docsFrontMatterSchema,
  docsSections,
  type DocsFrontMatter,
  type DocsSection,
} from "./schemas/docs-page";
import { contentDir, readMarkdownDir, renderMarkdown, type Heading } from "./markdown.server";

export interface DocsPageSummary extends DocsFrontMatter {
  section: DocsSection;
  slug: string;
  path: string;
}
export interface DocsPage extends DocsPageSummary {
  html: string;
  headings: Heading[];
}

/** Every docs sub-page (/docs/*, /guides/*, /api/*, /examples/*, /resources/*), grouped by section order. */
export function loadDocsSummaries(): DocsPageSummary[] {
  return docsSections.flatMap((section) =>
    readMarkdownDir(path.join(contentDir, "docs", section), docsFrontMatterSchema)
      .map((file) => ({ ...file.data, section, slug: file.slug, path: `/${section}/${file.slug}` }))
      .sort((a, b) => a.order - b.order),
  );
}

export async function loadDocsPage(section: string, slug: string): Promise<DocsPage | null> {
  if (!(docsSections as readonly string[]).includes(section)) return null;
  const file = readMarkdownDir(path.join(contentDir, "docs", section), docsFrontMatterSchema).find(
    (entry) => entry.slug === slug,
  );
  if (!file) return null;
  return {
    ...file.data,
    section: section as DocsSection,
    slug,
    path: `/${section}/${slug}`,
    ...(await renderMarkdown(file.body)),
  };
}
