import { describe, expect, it } from "vitest";
import { docsCards, docsLayout, docsSummary } from "./docs";
import {
  docsBreadcrumbs,
  groupSidebar,
  prevNext,
  readingOrder,
  type DocsNavEntry,
} from "./docs-nav";

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

describe("docs pages, cards and layout", () => {
  const summaries = [
    docsSummary({
      id: "docs/quick-start",
      data: { title: "Quick start", description: "Your first bot in ten minutes.", order: 1 },
    }),
    docsSummary({
      id: "guides/first-bot",
      data: {
        title: "Build your first bot",
        description: "A support bot step by step.",
        order: 7,
        level: "Beginner",
        minutes: 12,
        icon: "rocket",
      },
    }),
    docsSummary({
      id: "resources/faq",
      data: { title: "FAQ", description: "Answers to common questions.", order: 1 },
    }),
  ];

  it("take section, slug and path from the page's file", () => {
    expect(summaries[1]).toMatchObject({
      section: "guides",
      slug: "first-bot",
      path: "/guides/first-bot",
    });
  });

  it("build cards in the order asked, with the icon's name", () => {
    expect(docsCards(["/guides/first-bot", "/docs/quick-start"], summaries)).toEqual([
      {
        title: "Build your first bot",
        description: "A support bot step by step.",
        path: "/guides/first-bot",
        section: "guides",
        level: "Beginner",
        minutes: 12,
        icon: "rocket",
      },
      {
        title: "Quick start",
        description: "Your first bot in ten minutes.",
        path: "/docs/quick-start",
        section: "docs",
        level: undefined,
        minutes: undefined,
        icon: undefined,
      },
    ]);
  });

  it("fails loudly when a hub links to a page that has no Markdown file", () => {
    expect(() => docsCards(["/docs/missing"], summaries)).toThrow(
      /No docs page for \/docs\/missing/,
    );
  });

  it("chain every page, first to last, through its next link, with breadcrumbs", () => {
    const layout = docsLayout(summaries[1]!, summaries);
    expect(layout.prev?.path).toBe("/docs/quick-start");
    expect(layout.next?.path).toBe("/resources/faq");
    expect(layout.sectionLabel).toBe("Guides");
    expect(layout.breadcrumbs.map((crumb) => crumb.path)).toEqual([
      "/docs",
      "/guides",
      "/guides/first-bot",
    ]);
  });
});
