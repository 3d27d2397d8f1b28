/**
 * The one text matcher of the site's lists (blog, docs hub, integrations): whether `fields` match
 * what a visitor typed. Case-insensitive; the query is split on whitespace and every word must
 * appear in at least one of the fields; an empty or blank query matches everything. So a field that
 * contains the whole (trimmed) query always matches: the spec's rule for the integrations
 * ("the search text appears, case-insensitively, in its name or description").
 */
export function matchesQuery(query: string, fields: readonly string[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const texts = fields.map((field) => field.toLowerCase());
  return words.every((word) => texts.some((text) => text.includes(word)));
}
