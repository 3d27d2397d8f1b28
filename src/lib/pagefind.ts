/**
 * The site's one connection to Pagefind (https://pagefind.app/docs/api/), used by the header's
 * search dialog and by the /resources search. Browser only, and loaded on demand: the index is the
 * one the build writes from the prerendered pages (scripts/search-index.js).
 */
import { isHighlightedHit, pathForUrl, type SearchHit } from "./search";

/** The part of Pagefind's browser API the site uses. */
interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<PagefindPage> }[] } | null>;
}
interface PagefindPage {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

/** Written by the build; a runtime URL, never bundled. */
const PAGEFIND_URL = "/pagefind/pagefind.js";
/** How many ranked results are read when only some pages count (`within`). */
const CANDIDATES = 40;

let pagefind: Promise<Pagefind> | undefined;
export function loadPagefind(): Promise<Pagefind> {
  pagefind ??= import(/* @vite-ignore */ PAGEFIND_URL).then(async (module: Pagefind) => {
    await module.options({ excerptLength: 24 });
    await module.init();
    return module;
  });
  // A failed load (offline, say) is retried on the next search.
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

/**
 * The best `limit` pages for `query`, in Pagefind's ranking, with their site path, title and
 * highlighted excerpt. `within` keeps only some pages (by path). Null when Pagefind cancelled the
 * search because a newer one started.
 */
export async function searchPages(
  query: string,
  { limit, within }: { limit: number; within?: (path: string) => boolean },
): Promise<SearchHit[] | null> {
  const search = await (await loadPagefind()).search(query);
  if (!search) return null;
  const read = search.results.slice(0, within ? CANDIDATES : limit);
  const pages = await Promise.all(read.map((result) => result.data()));
  return pages
    .filter((page) => isHighlightedHit(page.excerpt, query))
    .map((page) => ({
      url: pathForUrl(page.url),
      title: page.meta.title ?? pathForUrl(page.url),
      excerpt: page.excerpt,
    }))
    .filter((hit) => !within || within(hit.url))
    .slice(0, limit);
}
