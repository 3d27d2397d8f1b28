import { assistantSuggestions } from "../content/assistant";

/**
 * A page's three suggested questions for Ask Automatica, drawn into its panel at build time: its
 * own, else its nearest listed parent's (`/careers/devops-engineer` → `/careers`), else the home
 * page's. The server answers `GET /api/assistant/suggestions` from the same list, carried in the
 * knowledge the build writes.
 */
export function suggestionsForPage(path: string): readonly string[] {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/";
  for (let candidate = clean; ; candidate = candidate.slice(0, candidate.lastIndexOf("/")) || "/") {
    const found = assistantSuggestions[candidate];
    if (found) return found;
    if (candidate === "/") return [];
  }
}
