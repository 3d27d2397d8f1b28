export interface Searchable {
  title: string;
  description: string;
}

/**
 * The items whose title or description contains the query, case-insensitively. An empty or blank
 * query keeps every item.
 */
export function filterResources<T extends Searchable>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter(
    (item) =>
      item.title.toLowerCase().includes(needle) || item.description.toLowerCase().includes(needle),
  );
}
