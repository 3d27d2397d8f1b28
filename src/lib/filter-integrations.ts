import { matchesQuery } from "./match-query";

/** The "All" chip: no category filter. */
export const ALL_CATEGORIES = "All";

export interface Filterable {
  name: string;
  description: string;
  categories: readonly string[];
}

/**
 * The entries that match the category (or "All") AND the search (`matchesQuery` on their name and
 * description: every word, case-insensitively; so every entry whose name or description contains
 * the search text, as the spec has it).
 */
export function filterIntegrations<T extends Filterable>(
  entries: readonly T[],
  category: string,
  search: string,
): T[] {
  return entries.filter(
    (entry) =>
      (category === ALL_CATEGORIES || entry.categories.includes(category)) &&
      matchesQuery(search, [entry.name, entry.description]),
  );
}

/** The categories, in the given order, that at least one entry belongs to. */
export function usedCategories(
  categories: readonly string[],
  entries: readonly Filterable[],
): string[] {
  return categories.filter((category) =>
    entries.some((entry) => entry.categories.includes(category)),
  );
}
