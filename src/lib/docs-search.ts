/** The docs hub's search: a card matches when every word of the query is in its title or description. */
export interface SearchableCard {
  title: string;
  description: string;
}

export function matchesQuery(card: SearchableCard, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${card.title} ${card.description}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

export function filterCards<T extends SearchableCard>(cards: T[], query: string): T[] {
  return cards.filter((card) => matchesQuery(card, query));
}
