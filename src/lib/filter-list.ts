import { matchesQuery } from "./match-query";

/** An entry of a filterable list (components/ui/filterable-list.tsx): what its filters read. */
export interface ListEntry {
  /** Marks its build-time HTML (`data-item`). */
  key: string;
  /** What the search looks in (`matchesQuery`). */
  text?: readonly string[];
  /** The facet values it is filed under (an integration's categories, a post's category). */
  groups?: readonly string[];
}

/**
 * The one category filter of the site's lists: the entries in `group` (every entry when `group`
 * is `all`, the facet's first value) whose text matches `query` (`matchesQuery`: every word,
 * case-insensitively, in one of the fields). The integrations' rule in the spec: a card shows if it
 * is in the category (or All) and its name or description contains the search text.
 */
export function filterEntries<T extends ListEntry>(
  entries: readonly T[],
  { group, all, query = "" }: { group: string; all: string; query?: string },
): T[] {
  return entries.filter(
    (entry) =>
      (group === all || (entry.groups ?? []).includes(group)) &&
      matchesQuery(query, entry.text ?? []),
  );
}

/** The groups, in the given order, that at least one entry is filed under. */
export function usedGroups(groups: readonly string[], entries: readonly ListEntry[]): string[] {
  return groups.filter((group) => entries.some((entry) => entry.groups?.includes(group)));
}

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the existing pages. */
  page: number;
  pageCount: number;
}

/** One page of `items`; there is always at least one (possibly empty) page. */
export function paginate<T>(items: readonly T[], page: number, size: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}
