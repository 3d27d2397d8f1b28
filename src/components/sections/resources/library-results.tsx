import type { ResourcesSearchCopy } from "../../../content/resources";
import { loadPagefind, searchPages } from "../../../lib/pagefind";
import { isLibraryPage, sectionForUrl, type SearchHit } from "../../../lib/search";
import { SearchExcerpt } from "../../layout/search-excerpt";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { SubHeading } from "../../ui/sub-heading";
import { fill } from "../../../shared/fill";

/** The /resources search: the site search's index, narrowed to the library. */

const MAX_RESULTS = 10;

// This code loads when the island hydrates, on the visitor's first interaction with the search:
// start fetching the index then.
if (typeof window !== "undefined") loadPagefind().catch(() => undefined);

/** The best docs, guides, API and examples pages for `query` (never /resources itself). */
export function searchLibrary(query: string): Promise<SearchHit[] | null> {
  return searchPages(query, {
    limit: MAX_RESULTS,
    within: (path) => isLibraryPage(path) && path !== "/resources",
  });
}

/**
 * The matching pages: section, title (the link) and the excerpt with the matched words marked;
 * or, when nothing matches, what to try instead.
 */
export function LibraryResults({
  hits,
  query,
  copy,
  onClear,
}: {
  hits: SearchHit[];
  query: string;
  copy: ResourcesSearchCopy;
  onClear: () => void;
}) {
  if (hits.length === 0) {
    return (
      <Card tone="dashed" padding="empty" className="mx-auto mt-8 max-w-xl">
        <p className="text-lg font-semibold text-ink">{fill(copy.noneTitle, { query })}</p>
        <p className="mt-2 text-ink-muted">{copy.noneHint}</p>
        <Button variant="outline" className="mt-6" onClick={onClear}>
          {copy.clear}
        </Button>
      </Card>
    );
  }
  return (
    <section aria-labelledby="library-results-title" className="mx-auto mt-6 max-w-3xl">
      <SubHeading id="library-results-title">{copy.resultsTitle}</SubHeading>
      <ul className="mt-4 grid gap-3">
        {hits.map((hit) => (
          <Card as="li" key={hit.url} padding="sm" interactive="link" className="relative">
            <span className="text-xs font-semibold uppercase tracking-wider text-accent">
              {sectionForUrl(hit.url)}
            </span>
            <a
              href={hit.url}
              className="mt-1 block text-lg font-semibold text-ink outline-none after:absolute after:inset-0 after:rounded-2xl hover:text-accent"
            >
              {hit.title}
            </a>
            <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-ink-muted">
              <SearchExcerpt excerpt={hit.excerpt} />
            </p>
            <p className="mt-1 truncate text-xs text-ink-muted">{hit.url}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
