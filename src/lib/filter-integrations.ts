/** The "All" chip: no category filter. */
export const ALL_CATEGORIES = "All";

export interface Filterable {
  name: string;
  description: string;
  categories: readonly string[];
}

/**
 * The entries that match the category (or "All") AND contain the search text, case-insensitively,
 * in their name or description. Leading and trailing spaces in the search are ignored.
 */
export function filterIntegrations<T extends Filterable>(
  entries: readonly T[],
  category: string,
  search: string,
): T[] {
  const text = search.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (category === ALL_CATEGORIES || entry.categories.includes(category)) &&
      (text === "" ||
        entry.name.toLowerCase().includes(text) ||
        entry.description.toLowerCase().includes(text)),
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
