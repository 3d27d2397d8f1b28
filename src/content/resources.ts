/** /resources: the library search, the six category hubs, four popular reads and the support block. */

import type { IconName } from "./icon-names";
import { responseTimes } from "../shared/response-times";

export interface ResourceCategory {
  title: string;
  description: string;
  icon: IconName;
  href: string;
}

export interface PopularResource {
  type: "Guide" | "Tutorial" | "Documentation";
  title: string;
  description: string;
  minutes: number;
  href: string;
}

export const resourceCategories: ResourceCategory[] = [
  {
    title: "Documentation",
    description:
      "Set-up, core concepts and reference for bots, automations and every setting in the dashboard.",
    icon: "book-open",
    href: "/docs",
  },
  {
    title: "Learning Paths",
    description:
      "Four ordered reading paths through the docs and guides: a first support bot, automated workflows, the REST API, and eCommerce and documents.",
    icon: "route",
    href: "/resources/learning-paths",
  },
  {
    title: "Video Tutorials",
    description:
      "Written step-by-step walkthroughs: build a first bot, connect Slack and chain workflows. Video versions are not published yet.",
    icon: "video",
    href: "/guides#more-guides",
  },
  {
    title: "Guides & Tutorials",
    description:
      "Practical guides to chatbots, workflows, external APIs, document processing and eCommerce.",
    icon: "compass",
    href: "/guides",
  },
  {
    title: "Downloads",
    description:
      "Ready-to-copy JSON templates for bots and automations: nothing to install, adapt one and send it to the API.",
    icon: "download",
    href: "/examples/templates",
  },
  {
    title: "Community",
    description:
      "How to reach our team, join office hours and share your templates and docs fixes.",
    icon: "users",
    href: "/resources/community",
  },
];

export const popularResources: PopularResource[] = [
  {
    type: "Guide",
    title: "Quick start",
    description:
      "Create a test API key and a support bot with a knowledge base in under 10 minutes.",
    minutes: 10,
    href: "/docs/quick-start",
  },
  {
    type: "Tutorial",
    title: "Building AI chatbots",
    description:
      "Plan a support bot, give it a knowledge base and a personality, and decide when it hands over to a person.",
    minutes: 15,
    href: "/guides/ai-chatbots",
  },
  {
    type: "Documentation",
    title: "API overview",
    description:
      "Base URL, authentication, pagination, errors and rate limits shared by every API call.",
    minutes: 20,
    href: "/api/overview",
  },
  {
    type: "Guide",
    title: "Build your first bot",
    description:
      "Create a support bot step by step with the REST API, with checks and error handling.",
    minutes: 12,
    href: "/guides/first-bot",
  },
];

export const resourcesSupport = {
  title: "Need more help?",
  description: `Our support team answers, ${responseTimes.team.words}, and the community page explains office hours and how to share templates.`,
  contact: { label: "Contact support", href: "/contact" },
  community: { label: "Join community", href: "/resources/community" },
};

/** The search box at the top of /resources: it searches every docs, guides, API and examples page. */
export const resourcesSearchCopy = {
  label: "Search resources",
  placeholder: "Search resources...",
  submit: "Search",
  hint: "Searches every page of the documentation, guides, API reference and examples.",
  resultsTitle: "Matching pages",
  searching: "Searching…",
  /** A counted phrase; `{query}` is what was searched. */
  found: { one: "{count} page matches “{query}”", other: "{count} pages match “{query}”" },
  noneTitle: "No page matches “{query}”.",
  noneHint: "Try another word, such as “bot”, “webhook” or “429”, or clear the search.",
  clear: "Clear search",
  error: "Search could not load. Check your connection and try again.",
} as const;
export type ResourcesSearchCopy = typeof resourcesSearchCopy;

export const resourceListsCopy = {
  categoriesTitle: "Browse by category",
  browse: "Browse resources",
  /** A category's link, for screen readers; `{category}` is its title. */
  browseLabel: "Browse resources: {category}",
  popularTitle: "Popular resources",
  /** A popular resource's reading time; `{minutes}` is its number of minutes. */
  minutes: "{minutes} min",
} as const;
