import { pageSections } from "../content/page-sections";

/**
 * The section of the site a page is in (content/page-sections.ts): the longest matching path. A
 * path in no section throws, so a page left out of the map fails the build (every page's head
 * names its section).
 */
export function sectionOf(path: string): string {
  const match = pageSections
    .filter((entry) =>
      entry.path === "/" ? path === "/" : path === entry.path || path.startsWith(`${entry.path}/`),
    )
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (!match)
    throw new Error(`${path} is in no section of content/page-sections.ts (pageSections).`);
  return match.section;
}
