/** Pure helpers of the site search dialog: sections, excerpts and result grouping. */
import { sectionOf } from "./page-sections";

/** The section a result is listed under, from its URL: the page's section (content/page-sections.ts). */
export function sectionForUrl(url: string): string {
  return sectionOf(pathForUrl(url).split(/[?#]/)[0] ?? "/");
}

/** The documentation library the /resources search covers: docs, guides, API and examples pages. */
const librarySections: readonly string[] = [
  "Docs",
  "Guides",
  "API reference",
  "Examples",
  "Resources",
];
export function isLibraryPage(url: string): boolean {
  return librarySections.includes(sectionForUrl(url));
}

/** Site path of a result URL: no trailing slash, no "index.html" ("/about/" → "/about"). */
export function pathForUrl(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/, "").replace(/(^|\/)index\.html(?=$|[?#])/, "$1");
  return path.replace(/(.)\/(?=$|[?#])/, "$1") || "/";
}

export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return entities[name.toLowerCase()] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : +name.slice(1);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : whole;
  });
}

/**
 * Splits a Pagefind excerpt into plain text and matched words. Only `<mark>…</mark>` means
 * anything; every other character, tags included, stays text, so rendering the parts as React
 * text and <mark> elements can never inject markup.
 */
export function parseExcerpt(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/<mark>([\s\S]*?)<\/mark>/)
    .map((text, at) => ({ text: decodeEntities(text), mark: at % 2 === 1 }))
    .filter((part) => part.text !== "");
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Whether a result really matches the query. When a word has no match, Pagefind falls back to
 * ever shorter prefixes of it, down to one letter ("xylophone" finds every "x"): a hit counts only
 * if a highlighted word shares at least the first three letters (the whole word, if shorter) with
 * a word of the query.
 */
export function isHighlightedHit(excerpt: string, query: string): boolean {
  const queryWords = words(query);
  const marked = parseExcerpt(excerpt)
    .filter((part) => part.mark)
    .flatMap((part) => words(part.text));
  return marked.some((word) =>
    queryWords.some((queryWord) => {
      const needed = Math.min(3, queryWord.length);
      return word.slice(0, needed) === queryWord.slice(0, needed) && word.length >= needed;
    }),
  );
}

export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
}

export interface SearchGroup<Hit extends SearchHit = SearchHit> {
  section: string;
  hits: Hit[];
}

/**
 * Groups ranked hits by section. A section appears where its best hit ranks, hits keep their
 * rank inside it, so the first group always holds the best match.
 */
export function groupBySection<Hit extends SearchHit>(hits: Hit[]): SearchGroup<Hit>[] {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) {
    const section = sectionForUrl(hit.url);
    groups.set(section, [...(groups.get(section) ?? []), hit]);
  }
  return [...groups].map(([section, sectionHits]) => ({ section, hits: sectionHits }));
}
