import type { IconName } from "../lib/icons";
import { integrations } from "./integrations";
import { freeTrial } from "./trial";

/** A card with a title, a description and a decorative icon (named in lib/icons.ts). */
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
      "Support chatbots that learn from your help centre, documents and past tickets, answer in the customer's language around the clock, and hand over to a person with the full conversation when it matters.",
    points: [
      "Trained on your knowledge base in minutes, kept in sync as it changes",
      "Website widget, Messenger, Instagram, Slack and Teams from one bot",
      "Human handover with the transcript and a suggested reply",
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
      "Build workflows that read documents, route approvals, update your systems and report back, with a visual builder your operations team can own and the API your engineers expect.",
    points: [
      "Visual builder with triggers, conditions, loops and approvals",
      "Document processing: invoices, contracts and forms into structured data",
      `Runs across the ${integrations.length} tools in our integrations catalogue, plus webhooks and a REST API for the rest`,
      "Every run logged with inputs, outputs and timings",
    ],
    image: {
      src: "/images/features/workflow-automation.svg",
      alt: "A workflow diagram: a trigger, a document extraction step, an approval and two connected apps",
    },
    link: { label: "Explore business automation", href: "/business-automation" },
  },
  {
    id: "ecommerce-automation",
    icon: "cart",
    title: "eCommerce Automation",
    description:
      "Automate the questions and chores of an online store: order tracking, returns, abandoned carts, stock alerts and product recommendations, connected to Shopify, Stripe and PayPal.",
    points: [
      "Order status, returns and exchanges answered in chat",
      "Abandoned cart recovery by e-mail and Messenger",
      "Inventory and price sync between your store and back office",
      "Product recommendations from browsing and order history",
    ],
    image: {
      src: "/images/features/ecommerce-automation.svg",
      alt: "A store dashboard with recovered carts, automated returns and a stock alert",
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
    title: "Multilingual Conversations",
    description:
      "Serve customers in more than 40 languages: give each language its own bot and knowledge base, all managed from one dashboard.",
  },
  {
    icon: "user-check",
    title: "Human Handover",
    description:
      "Route a conversation to the right agent in Zendesk, Intercom or Slack with the transcript and a suggested reply.",
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
      "Owners, editors and viewers per workspace, so the right people build, approve and publish.",
  },
  {
    icon: "scroll",
    title: "Audit Logs",
    description:
      "A searchable record of who changed which bot or workflow and when, exportable for your compliance reviews.",
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
      "Start from tested templates for order tracking, lead qualification, invoice processing and employee onboarding.",
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
