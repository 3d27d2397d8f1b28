/** /resources: the six category hubs, four popular reads and the support block. */

export interface ResourceCategory {
  title: string;
  description: string;
  /** Key of the icon map in components/sections/resources/resource-icon.tsx. */
  icon: "book" | "route" | "video" | "compass" | "download" | "users";
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
    icon: "book",
    href: "/docs",
  },
  {
    title: "Learning Paths",
    description:
      "Step-by-step paths from your first chatbot to advanced multi-step workflows, at your own pace.",
    icon: "route",
    href: "/guides",
  },
  {
    title: "Video Tutorials",
    description:
      "Short walkthroughs of building a support bot, connecting Slack and automating order updates.",
    icon: "video",
    href: "/guides",
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
      "Ready-to-copy templates for bots and automations that you can adapt and send to the API.",
    icon: "download",
    href: "/examples/templates",
  },
  {
    title: "Community",
    description:
      "Office hours, shared templates and help from the Automatica team and other builders.",
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
  description:
    "Our support team answers within one business day, and the community page explains office hours and how to share templates.",
  contact: { label: "Contact support", href: "/contact" },
  community: { label: "Join community", href: "/resources/community" },
};
