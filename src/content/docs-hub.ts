/**
 * Copy of the docs hub (/docs) and the guides page (/guides). Card titles and descriptions come
 * from the Markdown front-matter of each page (src/content/docs), read at build time by the pages
 * (src/pages/docs.astro, guides.astro, through lib/docs-content.ts).
 */

export interface DocsHubTab {
  value: "getting-started" | "guides" | "api" | "examples" | "resources";
  label: string;
  /** Heading of the panel, also shown as a section heading without JavaScript. */
  heading: string;
  intro: string;
  /** The cards of the tab, in order: paths of pages under src/content/docs. */
  paths: string[];
  /** A link below the cards to the full section, when it has one. */
  more?: { label: string; href: string };
}

export const docsHubTabs: DocsHubTab[] = [
  {
    value: "getting-started",
    label: "Getting started",
    heading: "Getting started",
    intro:
      "New to Automatica? Create a key, build a support bot and learn the two building blocks in one sitting.",
    paths: ["/docs/quick-start", "/docs/concepts", "/docs/installation"],
  },
  {
    value: "guides",
    label: "Guides",
    heading: "Guides",
    intro: "Step-by-step walkthroughs, from your first bot to branching, chained workflows.",
    paths: ["/guides/first-bot", "/guides/slack-integration", "/guides/advanced-workflows"],
    more: { label: "All guides", href: "/guides" },
  },
  {
    value: "api",
    label: "API",
    heading: "API reference",
    intro:
      "The REST API for bots and automations: conventions, bearer-key authentication and every endpoint.",
    paths: ["/api/overview", "/api/authentication", "/api/endpoints"],
    more: { label: "Open the API reference", href: "/api" },
  },
  {
    value: "examples",
    label: "Examples",
    heading: "Examples",
    intro: "Working code in curl, JavaScript and Python, real setups and ready-to-copy templates.",
    paths: ["/examples/code", "/examples/use-cases", "/examples/templates"],
  },
  {
    value: "resources",
    label: "Resources",
    heading: "Resources",
    intro: "Answers, fixes for common errors and the ways to reach our team.",
    paths: ["/resources/faq", "/resources/troubleshooting", "/resources/community"],
  },
];

/** A docs card's link text, unless its list gives another, and its reading time. */
export const docsCardCopy = {
  cta: "Read",
  /** `{minutes}` is the page's reading time. */
  minutes: "{minutes} min read",
} as const;

export const docsHubCopy = {
  searchLabel: "Search documentation",
  searchPlaceholder: "Search by title or topic, e.g. rate limits",
  tabsLabel: "Documentation sections",
  emptyTitle: "No documentation matches your search.",
  emptyHint: "Try another word, such as bot, webhook or 429, or clear the search.",
  clear: "Clear search",
  /** The search's status line, a counted phrase; `{count}` is the number of matching pages. */
  found: { one: "{count} page found", other: "{count} pages found" },
  quickStart: {
    eyebrow: "Quick start",
    title: "Your first bot in under 10 minutes",
    text: "Create a sandbox key, send one request with curl and check that your support bot answers: no SDK, no build step.",
    cta: "Start the quick start",
    href: "/docs/quick-start",
  },
} as const;

/** The six guides of /guides, in order, and the shorter step-by-step guides listed below them. */
export const featuredGuidePaths = [
  "/guides/ai-chatbots",
  "/guides/automated-workflows",
  "/guides/external-apis",
  "/guides/nlp-for-bots",
  "/guides/document-processing",
  "/guides/ecommerce-automations",
];
export const moreGuidePaths = [
  "/guides/first-bot",
  "/guides/slack-integration",
  "/guides/advanced-workflows",
];

export const guidesCopy = {
  featuredHeading: "In-depth guides",
  featuredIntro:
    "Each guide takes one job from plan to production, with the requests, payloads and checks you need.",
  moreHeading: "More guides",
  moreIntro: "Shorter, hands-on walkthroughs to get a first result quickly.",
  readGuide: "Read guide",
};

export const docsLayoutCopy = {
  sidebarLabel: "Documentation",
  mobileMenu: "Docs menu",
  tocLabel: "On this page",
  pagerLabel: "Previous and next pages",
  previous: "Previous",
  next: "Next",
  level: "Level",
  readingTime: "min read",
};

/**
 * /docs's list (components/ui/filterable-list.tsx): a search over every card and a tab per section
 * (?tab=, Getting started by default), each tab a panel of its own.
 */
export const docsHubList = {
  copy: {
    search: {
      label: docsHubCopy.searchLabel,
      placeholder: docsHubCopy.searchPlaceholder,
      showLabel: true,
    },
    found: docsHubCopy.found,
    empty: { title: docsHubCopy.emptyTitle, hint: docsHubCopy.emptyHint, clear: docsHubCopy.clear },
  },
  facet: {
    param: "tab",
    label: docsHubCopy.tabsLabel,
    as: "tabs",
    panels: true,
    options: docsHubTabs.map(({ value, label }) => ({ value, label })),
  },
  layout: { width: "wide" },
} as const;
