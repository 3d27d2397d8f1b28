/**
 * Every fixed page of the site: its path, the title shown on the page (with the word to highlight),
 * the <title>/meta description, and whether it belongs in the sitemap. Routes, meta tags, the
 * prerender list and the sitemap all read this one list.
 */
import { formatUsd } from "../shared/pricing";
import { integrations } from "./integrations";
import { plans } from "./plans";
import { responseTimes } from "../shared/response-times";
import { freeTrial } from "../shared/trial";
import { formPageShells } from "../shared/page-shells";

const proPrice = plans.find((plan) => plan.id === "pro")!.price!;
/** The tools the /integrations description names; the rest are counted from the catalogue. */
const namedTools = [
  "Slack",
  "Microsoft Teams",
  "Google Workspace",
  "Salesforce",
  "HubSpot",
  "Shopify",
  "Stripe",
];

export interface PageInfo {
  path: string;
  /** Heading shown on the page. */
  title: string;
  /** A word or phrase of `title` shown highlighted. */
  highlight?: string;
  /** The <title> before the brand template; defaults to `title`. */
  metaTitle?: string;
  description: string;
  /** Kept out of the sitemap and search, and marked noindex (sign-in, the thank-you pages). */
  noindex?: boolean;
}

const list = [
  {
    path: "/",
    title: "AI Automation for Every Business",
    highlight: "AI Automation",
    metaTitle: "AI Chatbots & Business Automation",
    description:
      "Automatica builds AI support chatbots, business workflow automation and social-page automation that save your team hours every day. Start free.",
  },
  {
    path: "/features",
    title: "Everything You Need to Automate",
    highlight: "Automate",
    metaTitle: "Features",
    description:
      "AI chatbots, workflow automation and eCommerce automation in one platform, with analytics, integrations and enterprise-grade security.",
  },
  {
    path: "/pricing",
    title: "Flexible Pricing for Every Business",
    highlight: "Flexible Pricing",
    metaTitle: "Pricing",
    description: `Start free, upgrade to Pro for ${formatUsd(proPrice.annual)} a month billed annually, or talk to us about Enterprise. Every plan includes AI chatbots and workflow automation.`,
  },
  {
    path: "/resources",
    title: "Resources to Help You Succeed",
    highlight: "Resources",
    metaTitle: "Resources",
    description:
      "Documentation, learning paths, step-by-step guides, ready-to-copy templates and our team's help, to get the most from Automatica.",
  },
  {
    path: "/solutions",
    title: "Solutions for Every Industry",
    highlight: "Every Industry",
    metaTitle: "Industry Solutions",
    description:
      "AI chatbots and workflow automation tailored to healthcare, finance, retail, manufacturing, legal and education teams.",
  },
  {
    path: "/contact",
    title: "Get in Touch",
    highlight: "Touch",
    metaTitle: "Contact Us",
    description: `Talk to the Automatica team about AI chatbots, workflow automation or a partnership. We reply, ${responseTimes.team.words}.`,
  },
  {
    path: "/login",
    title: "Sign in to your account",
    metaTitle: "Sign In",
    description:
      "A demonstration of the Automatica sign-in page: no account can be signed in to from this website, and nothing typed here is sent.",
    noindex: true,
  },
  {
    path: "/get-started",
    title: "Request Your Invitation",
    highlight: "Invitation",
    metaTitle: "Request an Invite",
    description: `Request an invitation to Automatica: we send it, ${freeTrial.invitationWhen}, and your ${freeTrial.days}-day free trial of the ${freeTrial.plan} plan starts when you accept it, with no credit card required.`,
  },
  {
    path: "/get-started-form",
    title: "Let's Automate Your Business",
    highlight: "Automate",
    metaTitle: "Get Started",
    description: `Tell us about your business and what you want to automate. A solutions specialist will reply with a tailored plan, ${responseTimes.team.words}.`,
  },
  {
    path: "/ask",
    title: "Ask Automatica",
    highlight: "Automatica",
    metaTitle: "Ask Automatica",
    description:
      "Ask a question about Automatica's plans, integrations, product, docs, jobs or policies, and get an answer quoted from this site's own pages, with its sources.",
    // Out of the sitemap and the search, and so out of the assistant's own knowledge: a form, and
    // with an answer the server's page for one visitor's question (docs/copy-decisions.md).
    noindex: true,
  },
  {
    path: "/get-started-form/thanks",
    title: "Thank you for your enquiry",
    metaTitle: "Enquiry Received",
    description: "Your enquiry has reached the Automatica team. We'll be in touch with you soon.",
    noindex: true,
  },
  {
    path: "/contact/thanks",
    title: "Thank you for your message",
    metaTitle: "Message Received",
    description: "Your message has reached the Automatica team. We'll get back to you soon.",
    noindex: true,
  },
  {
    path: "/get-started/thanks",
    title: "Thank you for requesting an invite",
    metaTitle: "Invite Requested",
    description:
      "Your invite request has reached the Automatica team. We'll send you an invitation shortly.",
    noindex: true,
  },
  // The staff door (issue 36): for the company's staff, not visitors; noindex, so out of the
  // sitemap, the search index and the assistant's knowledge.
  {
    path: "/staff",
    title: "Staff inbox",
    metaTitle: "Staff Inbox",
    description: "The Automatica staff inbox, where the team works the leads sent from this site.",
    noindex: true,
  },
  {
    path: "/staff/sign-in",
    title: "Staff sign-in",
    metaTitle: "Staff Sign-in",
    description: "Automatica staff sign in to the inbox here with a passkey.",
    noindex: true,
  },
  {
    path: "/staff/enrol",
    title: "Create your passkey",
    metaTitle: "Staff Enrolment",
    description: "An invited Automatica staff member creates a passkey for the inbox here.",
    noindex: true,
  },
  {
    path: "/integrations",
    title: "Connect Your Favorite Tools",
    highlight: "Favorite Tools",
    metaTitle: "Integrations",
    description: `Connect Automatica to ${namedTools.join(", ")} and ${integrations.length - namedTools.length} more tools your team already uses.`,
  },
  {
    path: "/enterprise",
    title: "Automation at Enterprise Scale",
    highlight: "Enterprise Scale",
    metaTitle: "Enterprise",
    description:
      "Enterprise-grade security, dedicated infrastructure, admin controls and 24/7 incident support for organisations automating at scale.",
  },
  {
    path: "/docs",
    title: "Documentation",
    highlight: "Documentation",
    description:
      "Everything you need to build with Automatica: a quick start in under 10 minutes, core concepts, guides, API reference, examples and FAQs.",
  },
  {
    path: "/guides",
    title: "Guides & Tutorials",
    highlight: "Guides",
    metaTitle: "Guides",
    description:
      "Step-by-step guides to building AI chatbots, automated workflows, API connections, document processing and eCommerce automations.",
  },
  {
    path: "/api",
    title: "API Reference",
    highlight: "API",
    description:
      "The Automatica REST API: authentication with bearer keys, endpoints for bots and automations, rate limits and examples in curl, JavaScript and Python.",
  },
  {
    path: "/about",
    title: "About Automatica",
    highlight: "Automatica",
    metaTitle: "About Us",
    description:
      "Founded in 2022, Automatica helps businesses of every size put AI to work on customer support, workflows and social media.",
  },
  {
    path: "/careers",
    title: "Build the Future of Work With Us",
    highlight: "Future of Work",
    metaTitle: "Careers",
    description:
      "Join Automatica and build the AI products businesses run their support and operations on. See our open roles in engineering, design and customer success.",
  },
  {
    path: "/partners",
    title: "Grow With Our Partner Program",
    highlight: "Partner Program",
    metaTitle: "Partners",
    description:
      "Technology, solution and strategic alliance partnerships: build integrations, deliver automation projects and grow with Automatica.",
  },
  {
    path: "/privacy",
    title: "Privacy Policy",
    highlight: "Privacy",
    description:
      "How Automatica collects, uses, shares and protects personal information, and the choices and rights you have.",
  },
  {
    path: "/terms",
    title: "Terms of Service",
    highlight: "Terms",
    description:
      "The terms that govern your use of the Automatica website and services, including payment, cancellation and acceptable use.",
  },
  {
    path: "/security",
    title: "Data Security",
    highlight: "Security",
    metaTitle: "Data Security",
    description:
      "How Automatica protects your data: encryption in transit and at rest, access controls, monitoring, incident response and compliance.",
  },
  {
    path: "/cookies",
    title: "Cookie Policy",
    highlight: "Cookie",
    description:
      "Which cookies and local storage the Automatica website uses, why, and how to change your choice at any time.",
  },
  {
    path: "/blog",
    title: "Insights on AI & Automation",
    highlight: "AI & Automation",
    metaTitle: "Blog",
    description:
      "Practical articles on AI customer service, business workflow automation, eCommerce automation and social media automation.",
  },
  {
    path: "/chatbot",
    title: "AI Chatbots That Delight Customers",
    highlight: "AI Chatbots",
    metaTitle: "AI Customer Support Chatbots",
    description: `Answer customers ${responseTimes.bot.words}, 24/7, with one bot for each language you serve. Automatica chatbots answer from your own documents and hand over to your team when it matters.`,
  },
  {
    path: "/checkout-demo",
    title: "AI Solutions Demo Companies",
    highlight: "Demo Companies",
    metaTitle: "Demo Companies",
    description:
      "Six fictional demo companies show what Automatica chatbots and automations do for a business, then you can start your own free trial.",
  },
  {
    path: "/business-automation",
    title: "Automate the Work That Slows You Down",
    highlight: "Automate",
    metaTitle: "Business Workflow Automation",
    description:
      "Automate workflows, document processing, analytics and data management, so your team spends its time on the work that matters.",
  },
  {
    path: "/facebook-automation",
    title: "Social Page Automation on Autopilot",
    highlight: "Autopilot",
    metaTitle: "Facebook Page Automation",
    description:
      "Create, schedule and publish posts, reply to comments and messages, and learn what works, all automated for your Facebook business page.",
  },
  {
    path: "/facebook-demo",
    title: "Social Page Automation Demo",
    highlight: "Demo",
    metaTitle: "Social Page Automation Demo",
    description:
      "Try social page automation in your browser: enter a business and a topic to see a drafted post, a publishing schedule and automated replies.",
  },
] as const satisfies readonly PageInfo[];

export type StaticPath = (typeof list)[number]["path"];

export const pages: Record<StaticPath, PageInfo> = Object.fromEntries(
  list.map((page) => [page.path, page]),
) as Record<StaticPath, PageInfo>;

export const staticPages: readonly PageInfo[] = list;

/**
 * Pages built but kept out of the sitemap and the search index: noindex pages, the not-found pages
 * and the page shells the server fills (shared/page-shells.ts; moved out of the client directory
 * after the build).
 */
export const unlistedPaths: readonly string[] = [
  ...staticPages.filter((page) => page.noindex).map((page) => page.path),
  "/404",
  "/blog/404",
  ...[formPageShells.message, ...Object.values(formPageShells.retry)].map(
    (name) => `/page-shells/${name}`,
  ),
];
