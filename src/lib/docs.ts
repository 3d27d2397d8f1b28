import {
  docsBreadcrumbs,
  groupSidebar,
  prevNext,
  type DocsLink,
  type SidebarGroup,
} from "./docs-nav";
import type { DocsFrontMatter, DocsSection } from "./schemas/docs-page";

/**
 * Pure helpers on the docs pages' front-matter (the `docs` content collection): summaries with
 * their paths, the hub's and the guides page's cards, and the navigation around one page.
 */

export interface DocsPageSummary extends DocsFrontMatter {
  section: DocsSection;
  slug: string;
  path: string;
}

/** One entry of the `docs` collection (id "<section>/<slug>") as a summary. */
export function docsSummary(entry: { id: string; data: DocsFrontMatter }): DocsPageSummary {
  const [section = "", slug = ""] = entry.id.split("/");
  return { ...entry.data, section: section as DocsSection, slug, path: `/${entry.id}` };
}

/** A card of the docs hub or the guides page: the page's front-matter, its icon by name. */
export interface DocsCard {
  title: string;
  description: string;
  path: string;
  section: DocsSection;
  level?: DocsFrontMatter["level"];
  minutes?: number;
  icon?: DocsFrontMatter["icon"];
}

/**
 * The cards for `paths`, in that order. A path with no Markdown page fails the build, so a hub
 * can never link to a missing page.
 */
export function docsCards(
  paths: readonly string[],
  summaries: readonly DocsPageSummary[],
): DocsCard[] {
  return paths.map((pagePath) => {
    const page = summaries.find((entry) => entry.path === pagePath);
    if (!page) throw new Error(`No docs page for ${pagePath} in src/content/docs`);
    return {
      title: page.title,
      description: page.description,
      path: page.path,
      section: page.section,
      level: page.level,
      minutes: page.minutes,
      icon: page.icon,
    };
  });
}

/**
 * What /docs's list (content/docs-hub.ts `docsHubList`) reads of each card: its title and
 * description for the search, and the tab whose panel it is in.
 */
export function docsHubEntries(panels: readonly { value: string; cards: readonly DocsCard[] }[]) {
  return panels.flatMap((panel) =>
    panel.cards.map((card) => ({
      key: card.path,
      text: [card.title, card.description],
      panel: panel.value,
    })),
  );
}

export interface DocsLayoutData {
  sidebar: SidebarGroup[];
  prev: DocsLink | null;
  next: DocsLink | null;
  breadcrumbs: DocsLink[];
  sectionLabel: string;
}

/** The navigation around one docs page: sidebar of every page, previous and next, breadcrumbs. */
export function docsLayout(
  page: DocsPageSummary,
  summaries: readonly DocsPageSummary[],
): DocsLayoutData {
  const breadcrumbs = docsBreadcrumbs(page.section, { title: page.title, path: page.path });
  return {
    sidebar: groupSidebar([...summaries]),
    ...prevNext([...summaries], page.path),
    breadcrumbs,
    sectionLabel: breadcrumbs[1]?.title ?? "",
  };
}
