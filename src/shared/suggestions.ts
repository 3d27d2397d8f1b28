/**
 * The one lookup of a page's suggested questions for Ask Automatica, in a list keyed by path (the
 * list is `assistantSuggestions` in src/content/assistant.ts): the page's own, else its nearest
 * listed parent's (`/careers/devops-engineer` → `/careers`), else the home page's. The build draws
 * them into each page's panel and /ask with it; the server answers
 * `GET /api/assistant/suggestions` and an answer's suggestions with it, from the same list carried
 * in the knowledge the build writes.
 */
export function suggestionsForPage(
  list: Readonly<Record<string, readonly string[]>>,
  path: string,
): string[] {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/";
  for (let candidate = clean; ; candidate = candidate.slice(0, candidate.lastIndexOf("/")) || "/") {
    const found = list[candidate];
    if (found) return [...found];
    if (candidate === "/") return [];
  }
}
