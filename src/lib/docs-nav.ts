import { docsSections, type DocsSection } from "./schemas/docs-page";

/**
 * The docs layout's navigation, computed at build time from the pages' summaries: the sidebar
 * grouped by section, previous and next links across the whole ordered list, and breadcrumbs.
 */

export interface DocsNavEntry {
  section: DocsSection;
  title: string;
  path: string;
  order: number;
}

export interface DocsLink {
  title: string;
  path: string;
}

export interface SidebarGroup {
  section: DocsSection;
  label: string;
  hub: string;
  pages: DocsLink[];
}

export const sectionLabels: Record<DocsSection, string> = {
  docs: "Getting started",
  guides: "Guides",
  api: "API reference",
  examples: "Examples",
  resources: "Resources",
};

/** Where a section's breadcrumb leads: its own hub page, or the docs hub's tab for it. */
export const sectionHubs: Record<DocsSection, string> = {
  docs: "/docs",
  guides: "/guides",
  api: "/api",
  examples: "/docs?tab=examples",
  resources: "/docs?tab=resources",
};

/** Sections in site order, each with its pages sorted by front-matter `order`; empty sections are left out. */
export function groupSidebar(entries: DocsNavEntry[]): SidebarGroup[] {
  return docsSections
    .map((section) => ({
      section,
      label: sectionLabels[section],
      hub: sectionHubs[section],
      pages: entries
        .filter((entry) => entry.section === section)
        .sort((a, b) => a.order - b.order)
        .map(({ title, path }) => ({ title, path })),
    }))
    .filter((group) => group.pages.length > 0);
}

/** The reading order of every docs page: the sidebar, top to bottom. */
export function readingOrder(entries: DocsNavEntry[]): DocsLink[] {
  return groupSidebar(entries).flatMap((group) => group.pages);
}

/** The pages before and after `path` in reading order (null at either end or for an unknown path). */
export function prevNext(
  entries: DocsNavEntry[],
  path: string,
): { prev: DocsLink | null; next: DocsLink | null } {
  const order = readingOrder(entries);
  const index = order.findIndex((page) => page.path === path);
  if (index < 0) return { prev: null, next: null };
  return { prev: order[index - 1] ?? null, next: order[index + 1] ?? null };
}

/** Docs > Section > Page, for the visible trail and the BreadcrumbList JSON-LD. */
export function docsBreadcrumbs(section: DocsSection, page: DocsLink): DocsLink[] {
  return [
    { title: "Docs", path: "/docs" },
    { title: sectionLabels[section], path: sectionHubs[section] },
    page,
  ];
}
