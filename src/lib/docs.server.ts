import path from "node:path";
import { icons } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  docsBreadcrumbs,
  groupSidebar,
  prevNext,
  type DocsLink,
  type SidebarGroup,
} from "./docs-nav";
import {
  docsFrontMatterSchema,
  docsSections,
  type DocsFrontMatter,
  type DocsSection,
} from "./schemas/docs-page";
import { contentDir, readMarkdownDir, renderMarkdown, type Heading } from "./markdown.server";

export interface DocsPageSummary extends DocsFrontMatter {
  section: DocsSection;
  slug: string;
  path: string;
}
export interface DocsPage extends DocsPageSummary {
  html: string;
  headings: Heading[];
}

/** Every docs sub-page (/docs/*, /guides/*, /api/*, /examples/*, /resources/*), grouped by section order. */
export function loadDocsSummaries(): DocsPageSummary[] {
  return docsSections.flatMap((section) =>
    readMarkdownDir(path.join(contentDir, "docs", section), docsFrontMatterSchema)
      .map((file) => ({ ...file.data, section, slug: file.slug, path: `/${section}/${file.slug}` }))
      .sort((a, b) => a.order - b.order),
  );
}

export async function loadDocsPage(section: string, slug: string): Promise<DocsPage | null> {
  if (!(docsSections as readonly string[]).includes(section)) return null;
  const file = readMarkdownDir(path.join(contentDir, "docs", section), docsFrontMatterSchema).find(
    (entry) => entry.slug === slug,
  );
  if (!file) return null;
  return {
    ...file.data,
    section: section as DocsSection,
    slug,
    path: `/${section}/${slug}`,
    ...(await renderMarkdown(file.body)),
  };
}

/** A card of the docs hub or the guides page: the page's front-matter, with its icon as inline SVG. */
export interface DocsCard {
  title: string;
  description: string;
  path: string;
  section: DocsSection;
  level?: DocsFrontMatter["level"];
  minutes?: number;
  icon?: string;
}

/**
 * The cards for `paths`, in that order. A path with no Markdown page fails the build, so a hub
 * can never link to a missing page.
 */
export function docsCards(
  paths: string[],
  summaries: DocsPageSummary[] = loadDocsSummaries(),
): DocsCard[] {
  return paths.map((pagePath) => {
    const page = summaries.find((entry) => entry.path === pagePath);
    if (!page) throw new Error(`No docs page for ${pagePath} in app/content/docs`);
    return {
      title: page.title,
      description: page.description,
      path: page.path,
      section: page.section,
      level: page.level,
      minutes: page.minutes,
      icon: page.icon ? iconSvg(page.icon) : undefined,
    };
  });
}

/** A lucide icon by its kebab-case name, rendered to decorative SVG markup at build time. */
export function iconSvg(name: string, className = "size-6"): string {
  const key = name.replace(/(^|-)([a-z0-9])/g, (_, __, char: string) => char.toUpperCase());
  const Icon = icons[key as keyof typeof icons];
  if (!Icon) throw new Error(`Unknown lucide icon "${name}" in docs front-matter`);
  return renderToStaticMarkup(createElement(Icon, { className, "aria-hidden": true }));
}

export interface DocsLayoutData {
  sidebar: SidebarGroup[];
  prev: DocsLink | null;
  next: DocsLink | null;
  breadcrumbs: DocsLink[];
  sectionLabel: string;
}

/** The navigation around one docs page: sidebar of every page, previous and next, breadcrumbs. */
export function loadDocsLayout(page: DocsPageSummary): DocsLayoutData {
  const entries = loadDocsSummaries();
  const breadcrumbs = docsBreadcrumbs(page.section, { title: page.title, path: page.path });
  return {
    sidebar: groupSidebar(entries),
    ...prevNext(entries, page.path),
    breadcrumbs,
    sectionLabel: breadcrumbs[1]?.title ?? "",
  };
}
