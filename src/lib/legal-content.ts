import { getEntry, render } from "astro:content";
import { lastUpdated, type LegalSlug } from "./legal";
import type { Heading } from "./markdown";

/**
 * Build time: a legal page from the `legal` collection: its text (`Content`), the table of
 * contents (`extraToc` first: sections the page shows above the text), key points and the date
 * of the legal pages' current version.
 */
export async function loadLegalDocument(slug: LegalSlug, extraToc: Heading[] = []) {
  const entry = await getEntry("legal", slug);
  if (!entry) throw new Error(`Missing legal page src/content/legal/${slug}.md`);
  const { Content, headings } = await render(entry);
  return {
    Content,
    toc: [...extraToc, ...headings].filter((heading) => heading.depth === 2),
    highlights: entry.data.highlights ?? [],
    lastUpdated: lastUpdated(),
  };
}
