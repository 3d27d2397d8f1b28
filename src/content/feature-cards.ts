import type { IconName } from "./icon-names";
import { auditLog, auditLogRecords } from "./audit-log";
import { botChannelList } from "./channels";
import { handover, handoverSummary } from "./handover";
import { freeTrial } from "../shared/trial";

/** A card with a title, a description and a decorative icon (named in content/icon-names.ts). */
export interface FeatureCard {
  title: string;
  description: string;
  icon: IconName;
}

export interface CoreCapability extends FeatureCard {
  /** Anchor id on /features (menus link to it). */
  id: "ai-chatbots" | "workflow-automation" | "ecommerce-automation";
  points: string[];
  image: { src: string; alt: string };
  link: { label: string; href: string };
}

export const featuresHero = {
  eyebrow: "Platform features",
  primary: { label: "Start Your Free Trial", href: freeTrial.href },
  secondary: { label: "See pricing", href: "/pricing" },
} as const;

export const coreCapabilitiesHeading = {
  title: "Three Core Capabilities",
  highlight: "Core Capabilities",
  description:
    "One platform for the conversations, the back-office work and the online store: each built on the same AI, integrations and analytics.",
} as const;

export const coreCapabilities: CoreCapability[] = [
  {
    id: "ai-chatbots",
    icon: "bot",
    title: "AI Chatbots",
    description:
      "Support chatbots that answer from your help centre and documents around the clock, in the language you set for each bot, and hand over to a person when it matters.",
    points: [
      "Answers only from your knowledge base, and from the new text once you change a document",
      `One bot on ${botChannelList}`,
      `Human handover on ${handover.plansLabel}, with ${handover.carries}`,
      "Answers grounded in your sources, with links the customer can check",
    ],
    image: {
      src: "/images/features/ai-chatbots.svg",
      alt: "A chat window in which the bot answers an order question and offers to hand over to an agent",
    },
    link: { label: "Explore AI chatbots", href: "/chatbot" },
  },
  {
    id: "workflow-automation",
    icon: "workflow",
    title: "Workflow Automation",
    description:
      "Build workflows that move data between your tools when something happens: set them up in a visual builder your operations team can own, or through the API your engineers expect.",
    points: [
      "One trigger (an app event, a schedule or a webhook) and up to 20 actions, run in order",
      "Decisions stay in your code: your system calls the workflow for each outcome",
      "Six kinds of action: Slack, e-mail, spreadsheets, your CRM, your bots and any HTTP API",
      "Every run listed in the dashboard, with the action where a failed one stopped",
    ],
    image: {
      src: "/images/features/workflow-automation.svg",
      alt: "A workflow diagram: a trigger followed by actions in two connected apps",
    },
    link: { label: "Explore business automation", href: "/business-automation" },
  },
  {
    id: "ecommerce-automation",
    icon: "cart",
    title: "eCommerce Automation",
    description:
      "Automate the questions and chores of an online store: order questions in chat, paid orders logged and announced, and the stock alerts and cart reminders your own server asks for, connected to Shopify, Stripe and PayPal.",
    points: [
      "Shipping, returns and tracking questions answered in chat from your policies",
      "Abandoned-cart reminders by e-mail, for the carts your own server reports",
      "Low-stock alerts in Slack and by e-mail when your stock check calls",
      "Every paid Shopify order logged to a sheet and announced to your team",
    ],
    image: {
      src: "/images/features/ecommerce-automation.svg",
      alt: "A store dashboard with cart reminders sent, paid orders logged and a stock alert",
    },
    link: { label: "Browse eCommerce integrations", href: "/integrations?category=E-commerce" },
  },
];

export const advancedFeaturesHeading = {
  title: "Advanced Features for Growing Teams",
  highlight: "Advanced Features",
  description:
    "The controls, insight and extensibility that take automation from pilot to production.",
} as const;

export const advancedFeatures: FeatureCard[] = [
  {
    icon: "bar-chart",
    title: "Analytics Dashboard",
    description:
      "Resolution rate, deflected tickets, workflow run times and hours saved, with filters by channel, team and date.",
  },
  {
    icon: "globe",
    title: "One Bot per Language",
    description:
      "Serve customers in several languages with one bot per language, each with its own knowledge base, all managed from one dashboard.",
  },
  {
    icon: "user-check",
    title: "Human Handover",
    description: handoverSummary,
  },
  {
    icon: "refresh",
    title: "Knowledge Base Sync",
    description:
      "Connect Notion, Google Drive, Zendesk or your own help centre; answers update when the source changes.",
  },
  {
    icon: "key",
    title: "Role-Based Access",
    description:
      "Roles on Pro and Enterprise decide who builds, who publishes and who only views each bot and workflow.",
  },
  {
    icon: "scroll",
    title: "Audit Logs",
    description: `On Enterprise, ${auditLog.entry}: ${auditLogRecords}, kept ${auditLog.keptFor} and exportable.`,
  },
  {
    icon: "webhook",
    title: "API & Webhooks",
    description:
      "Start workflows from your own systems with webhook triggers and send results back with HTTP actions, all covered by a documented REST API.",
  },
  {
    icon: "layout-template",
    title: "Templates Library",
    description:
      "Start from tested templates for an FAQ support bot, paid orders to Slack and Sheets, form leads to your CRM, a Messenger auto-reply and a daily digest.",
  },
  {
    icon: "flask",
    title: "A/B Testing",
    description:
      "Compare two versions of a greeting, answer or workflow step and keep the one that resolves more conversations.",
  },
];

export const featuresCta = {
  title: "See It Working on Your Own Data",
  description: `Connect your help centre and one workflow in an afternoon. ${freeTrial.howItStarts}`,
  primary: { label: "Start Your Free Trial", href: freeTrial.href },
  secondary: { label: "Compare plans", href: "/pricing" },
};
