import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { docsHubTabs, featuredGuidePaths, moreGuidePaths } from "../content/docs-hub";
import { docsCards, loadDocsLayout, loadDocsSummaries } from "./docs.server";
import {
  docsBreadcrumbs,
  groupSidebar,
  prevNext,
  readingOrder,
  type DocsNavEntry,
} from "./docs-nav";
import { docsSections } from "./schemas/docs-page";
import { getSitePaths } from "./site-paths.server";

const entries: DocsNavEntry[] = [
  { section: "guides", title: "Second guide", path: "/guides/second", order: 2 },
  { section: "docs", title: "Quick start", path: "/docs/quick-start", order: 1 },
  { section: "guides", title: "First guide", path: "/guides/first", order: 1 },
  { section: "resources", title: "FAQ", path: "/resources/faq", order: 1 },
];

describe("docs sidebar grouping", () => {
  it("groups pages by section in site order, sorted by their order, and leaves out empty sections", () => {
    const groups = groupSidebar(entries);
    expect(groups.map((group) => group.label)).toEqual(["Getting started", "Guides", "Resources"]);
    expect(groups[1]?.pages.map((page) => page.title)).toEqual(["First guide", "Second guide"]);
  });

  it("links each section heading to its hub", () => {
    const hubs = Object.fromEntries(
      groupSidebar(entries).map((group) => [group.section, group.hub]),
    );
    expect(hubs).toEqual({ docs: "/docs", guides: "/guides", resources: "/docs?tab=resources" });
  });
});

describe("previous and next links", () => {
  it("follow the sidebar's reading order across sections", () => {
    expect(readingOrder(entries).map((page) => page.path)).toEqual([
      "/docs/quick-start",
      "/guides/first",
      "/guides/second",
      "/resources/faq",
    ]);
    expect(prevNext(entries, "/guides/second")).toEqual({
      prev: { title: "First guide", path: "/guides/first" },
      next: { title: "FAQ", path: "/resources/faq" },
    });
  });

  it("have no previous page on the first page and no next page on the last", () => {
    expect(prevNext(entries, "/docs/quick-start").prev).toBeNull();
    expect(prevNext(entries, "/resources/faq").next).toBeNull();
  });

  it("are both empty for an unknown page", () => {
    expect(prevNext(entries, "/docs/nope")).toEqual({ prev: null, next: null });
  });
});

describe("breadcrumbs", () => {
  it("lead from Docs through the section's hub to the page", () => {
    expect(
      docsBreadcrumbs("examples", { title: "Templates", path: "/examples/templates" }),
    ).toEqual([
      { title: "Docs", path: "/docs" },
      { title: "Examples", path: "/docs?tab=examples" },
      { title: "Templates", path: "/examples/templates" },
    ]);
  });
});

describe("the real docs content", () => {
  const summaries = loadDocsSummaries();
  const sidebar = groupSidebar(summaries);
  const sidebarPaths = sidebar.flatMap((group) => group.pages.map((page) => page.path));
  const sitePaths = new Set(getSitePaths());

  it("puts every Markdown page of every section in the sidebar (no orphan page)", () => {
    const files = docsSections.flatMap((section) =>
      fs
        .readdirSync(path.resolve("app/content/docs", section))
        .filter((name) => name.endsWith(".md"))
        .map((name) => `/${section}/${name.replace(/\.md$/, "")}`),
    );
    expect(files.length).toBe(22);
    expect([...sidebarPaths].sort()).toEqual([...files].sort());
  });

  it("only lists pages that are routes of the site and prerendered", () => {
    const patterns = JSON.stringify(routes);
    for (const page of sidebarPaths) {
      const section = page.split("/")[1];
      expect(patterns).toContain(`"${section}/:slug"`);
      expect(sitePaths.has(page), page).toBe(true);
    }
  });

  it("chains every page, first to last, through its next link", () => {
    let current: string | undefined = sidebarPaths[0];
    const visited: string[] = [];
    while (current) {
      visited.push(current);
      current = loadDocsLayout(summaries.find((page) => page.path === current)!).next?.path;
    }
    expect(visited).toEqual(sidebarPaths);
  });

  it("links only to pages that exist, from every docs page", () => {
    for (const section of docsSections) {
      const dir = path.resolve("app/content/docs", section);
      for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(".md"))) {
        const source = fs.readFileSync(path.join(dir, name), "utf8");
        for (const [, href] of source.matchAll(/\]\((\/[^)\s#]*)/g)) {
          expect(sitePaths.has(href!), `${section}/${name} links to ${href}`).toBe(true);
        }
      }
    }
  });

  it("builds the hub's fifteen cards and the guides page from the front-matter", () => {
    expect(docsHubTabs.map((tab) => tab.value)).toEqual([
      "getting-started",
      "guides",
      "api",
      "examples",
      "resources",
    ]);
    expect(
      docsCards(
        docsHubTabs.flatMap((tab) => tab.paths),
        summaries,
      ),
    ).toHaveLength(15);
    const featured = docsCards(featuredGuidePaths, summaries);
    expect(featured.map((card) => card.minutes)).toEqual([15, 20, 25, 30, 22, 28]);
    for (const card of [...featured, ...docsCards(moreGuidePaths, summaries)]) {
      expect(card.level).toMatch(/^(Beginner|Intermediate|Advanced)$/);
      expect(card.icon).toContain("<svg");
    }
  });

  it("fails loudly when a hub links to a page that has no Markdown file", () => {
    expect(() => docsCards(["/docs/missing"], summaries)).toThrow(
      /No docs page for \/docs\/missing/,
    );
  });
});
