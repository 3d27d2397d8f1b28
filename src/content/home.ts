/**
 * The home page's copy and data, read by its page shell (src/pages/index.astro) at build time. Only
 * the slides and the testimonials travel to the browser, as props of their islands.
 */
import { tryItCopy } from "./assistant-panel";
import { customerChannelList } from "./channels";
import { handover } from "./handover";
import { illustrativeNote } from "./illustrative";
import { integrations } from "./integrations";
import { responseTimes } from "../shared/response-times";
import { freeTrial } from "../shared/trial";

const atOnce = responseTimes.bot.words;

export interface Slide {
  title: string;
  description: string;
}

export interface Link {
  label: string;
  href: string;
}

export interface OfferingContent {
  id: string;
  eyebrow: string;
  title: string;
  pitch: string;
  benefits: string[];
  /** `context` follows the label for assistive tech only (" about AI chatbots"), so a list of the
   * page's links reads apart and the visible words stay the start of the link's name. */
  link: Link & { context: string };
  image: { src: string; alt: string; width: number; height: number };
  /** Beside a drawing of a support assistant: opens the real one, Ask Automatica. */
  tryIt?: typeof tryItCopy;
}

export interface IntegrationTile {
  name: string;
  letter: string;
  /** Tile colour (hex) behind white text: contrast against white must be at least 4.5:1. */
  color: string;
}

/** Marks an entry whose names, companies and figures are fictional (see content/illustrative.ts). */
export interface Illustrative {
  illustrative: true;
}

export interface TrustedCompany {
  name: string;
  logo: string;
}

export interface Statistic {
  value: string;
  label: string;
  /** An example figure from the illustrative industry pages, not a measured one. */
  illustrative?: true;
}

export type TechnologyCategory =
  | "Programming"
  | "Frontend"
  | "Backend"
  | "AI/ML"
  | "DevOps"
  | "Cloud"
  | "No-Code"
  | "Database"
  | "API";

export interface Technology {
  /** Slug in content/brand-logos.ts. */
  slug: string;
  name: string;
  category: TechnologyCategory;
}

export type SliderLabels = typeof hero.sliderLabels;

export interface Testimonial extends Illustrative {
  quote: string;
  author: string;
  role: string;
  company: string;
  image: string;
}

export const hero = {
  eyebrow: "AI chatbots · Workflow automation · Social pages",
  primary: { label: "Get Started", href: "/get-started-form" },
  secondary: { label: "See Demo Companies", href: "/checkout-demo" },
  slides: [
    {
      title: "Support customers around the clock",
      description: `An AI chatbot answers from your help centre ${atOnce}, day and night, and hands tricky conversations to a person on your team.`,
    },
    {
      title: "Automate the busywork behind your business",
      description:
        "Order updates, reports and hand-offs run as workflows that connect the tools you already use, with your own code only where a decision is needed.",
    },
    {
      title: "Keep your social page busy while you sleep",
      description:
        "Draft, schedule and publish posts, reply to comments and messages, and see which content actually brings customers in.",
    },
    {
      title: "One platform, every automation",
      description:
        "Chatbots, workflows and social automation share one dashboard, one set of integrations and one analytics view, with enterprise-grade security.",
    },
  ] satisfies Slide[],
  /** The slideshow's accessible names; `{n}` is a slide's number, `{total}` how many there are. */
  sliderLabels: {
    carousel: "carousel",
    name: "Highlights",
    slide: "slide",
    slideName: "{n} of {total}",
    show: "Show slide {n} of {total}",
    pause: "Pause slideshow",
    play: "Play slideshow",
  },
};

export const offerings: OfferingContent[] = [
  {
    id: "chatbot",
    eyebrow: "AI Chatbots",
    title: "Customer support that never clocks off",
    pitch: `Our AI chatbot answers from the documents you already have, in the tone of voice you set. It resolves routine questions ${atOnce} on ${customerChannelList}, and passes the rest to a person on your team.`,
    benefits: [
      `Answers ${atOnce}, day and night, in the language you set for each bot`,
      `Hands over with ${handover.carries} (${handover.plansLabel})`,
      "Gets better as you fix its documents, never by training on your chats",
      "Points customers to your own booking and tracking pages instead of guessing",
    ],
    link: {
      label: "Learn more",
      context: "about AI chatbots",
      href: "/chatbot",
    },
    image: {
      src: "/images/home/chatbot.svg",
      alt: "A chat window in which the assistant answers a customer's delivery question",
      width: 480,
      height: 360,
    },
    tryIt: tryItCopy,
  },
  {
    id: "business-automation",
    eyebrow: "Business Automation",
    title: "Workflows that run themselves",
    pitch:
      "Describe a process once and let it run: data moves between your apps, the documents your own system reads are filed, and alerts reach the people who act on them. Your team stops copying and pasting and gets back to the work that needs them.",
    benefits: [
      "Visual workflow builder: a trigger, up to 20 actions and automatic retries",
      "Files the invoice and form fields your own extraction step reads",
      "Logs and announces every paid Shopify order",
      "Full run history and alerts when something needs a human",
    ],
    link: {
      label: "Learn more",
      context: "about business automation",
      href: "/business-automation",
    },
    image: {
      src: "/images/home/business-automation.svg",
      alt: "A workflow diagram: a paid order adds a row to a sheet, posts to Slack and e-mails the customer",
      width: 480,
      height: 360,
    },
  },
  {
    id: "social-automation",
    eyebrow: "Social Page Automation",
    title: "A social page that looks after itself",
    pitch: `Plan a month of posts in an afternoon and let AI write drafts in your brand voice. Comments and Messenger questions get a friendly reply from your own answers ${atOnce}, even at weekends.`,
    benefits: [
      "AI-written posts and captions you approve before they go out",
      "Publishing at the times your audience is most active",
      "Instant replies to common comments and Messenger questions",
      "Weekly reports on reach, engagement and leads",
    ],
    link: {
      label: "Learn more",
      context: "about social page automation",
      href: "/facebook-automation",
    },
    image: {
      src: "/images/home/social-automation.svg",
      alt: "A scheduled social post with its engagement chart and an automatic reply to a comment",
      width: 480,
      height: 360,
    },
  },
];

export const integrationsSection = {
  title: "Connects with the tools you already use",
  highlight: "tools you already use",
  description:
    "Plug your chatbot and workflows into your chat, CRM, shop, payments and help desk in a few clicks. Your developers step in only where a workflow needs a decision.",
  link: { label: "View all integrations", href: "/integrations" },
};

export const integrationTiles: IntegrationTile[] = [
  { name: "Slack", letter: "S", color: "#4A154B" },
  { name: "Microsoft Teams", letter: "T", color: "#4B53BC" },
  { name: "Google Workspace", letter: "G", color: "#1967D2" },
  { name: "Salesforce", letter: "S", color: "#0B6BA8" },
  { name: "HubSpot", letter: "H", color: "#C2410C" },
  { name: "Shopify", letter: "S", color: "#3F7D20" },
  { name: "Zapier", letter: "Z", color: "#C2410C" },
  { name: "Stripe", letter: "S", color: "#635BFF" },
  { name: "Zendesk", letter: "Z", color: "#03363D" },
  { name: "Notion", letter: "N", color: "#111827" },
  { name: "Mailchimp", letter: "M", color: "#241C15" },
  { name: "Monday.com", letter: "M", color: "#BE123C" },
];

export const industriesSection = {
  title: "Built for your industry",
  highlight: "your industry",
  description:
    "How chatbots and workflows take on the questions and processes each sector deals with every day.",
};

export const trustedBy = {
  /** The companies are fictional, so the strip shows the kind of team, not a customer list. */
  title: "Built for teams like these",
  note: illustrativeNote,
  illustrative: true,
  companies: [
    { name: "Brightpath Clinics", logo: "/images/home/logos/brightpath.svg" },
    { name: "Alder & Vale", logo: "/images/home/logos/alder-vale.svg" },
    { name: "Lumen Freight", logo: "/images/home/logos/lumen-freight.svg" },
    { name: "Copperleaf Foods", logo: "/images/home/logos/copperleaf.svg" },
    { name: "Orbital Travel", logo: "/images/home/logos/orbital.svg" },
    { name: "Kestrel Finance", logo: "/images/home/logos/kestrel.svg" },
  ] satisfies TrustedCompany[],
};

export const statisticsSection = {
  title: "What automation can do",
  /** The two example figures come from the illustrative examples on the industry pages. */
  note: "The 68% and 40% come from the illustrative examples on our industry pages, whose names, companies and figures are fictional.",
  stats: [
    {
      value: "68%",
      label: "Routine account questions resolved without an agent",
      illustrative: true,
    },
    { value: "40%", label: "Less time spent on new-client intake", illustrative: true },
    { value: `${integrations.length}`, label: "Native integrations" },
    { value: "24/7", label: "Customer support from your chatbot" },
  ] satisfies Statistic[],
};

export const technologiesSection = {
  title: "Built on proven technology",
  highlight: "proven technology",
  description:
    "We build on open, well-supported languages, models and infrastructure, so your automations stay fast, secure and portable.",
};

export const technologies: Technology[] = [
  { slug: "python", name: "Python", category: "Programming" },
  { slug: "typescript", name: "TypeScript", category: "Programming" },
  { slug: "react", name: "React", category: "Frontend" },
  { slug: "nextjs", name: "Next.js", category: "Frontend" },
  { slug: "nodejs", name: "Node.js", category: "Backend" },
  { slug: "fastapi", name: "FastAPI", category: "Backend" },
  { slug: "tensorflow", name: "TensorFlow", category: "AI/ML" },
  { slug: "pytorch", name: "PyTorch", category: "AI/ML" },
  { slug: "langchain", name: "LangChain", category: "AI/ML" },
  { slug: "docker", name: "Docker", category: "DevOps" },
  { slug: "kubernetes", name: "Kubernetes", category: "DevOps" },
  { slug: "google-cloud", name: "Google Cloud", category: "Cloud" },
  { slug: "n8n", name: "n8n", category: "No-Code" },
  { slug: "postgresql", name: "PostgreSQL", category: "Database" },
  { slug: "graphql", name: "GraphQL", category: "API" },
];

export const testimonialsSection = {
  title: "What it looks like in practice",
  highlight: "in practice",
  description:
    "Stories of the kind of teams we build for, in healthcare, retail, logistics and finance.",
  note: illustrativeNote,
  illustrative: true,
};

/** Accessible names of the testimonials carousel and its arrow buttons. */
export const testimonialsCarouselLabels = {
  region: "Testimonials",
  previous: "Previous testimonial",
  next: "Next testimonial",
} as const;

export const testimonials: Testimonial[] = [
  {
    quote:
      "Our chatbot now answers seven out of ten questions about hours, parking and insurance on its own, so the front desk picks up the phone for the patients who need us.",
    author: "Nadia Haddad",
    role: "Operations Director",
    company: "Brightpath Clinics",
    image: "/images/home/avatars/nadia-haddad.svg",
    illustrative: true,
  },
  {
    quote:
      "Logging orders and chasing stock used to take two people all week. Now every paid order is logged and announced, and our stock check calls only when an item runs low.",
    author: "Mateo Alvarez",
    role: "Head of eCommerce",
    company: "Copperleaf Foods",
    image: "/images/home/avatars/mateo-alvarez.svg",
    illustrative: true,
  },
  {
    quote:
      "Invoice approvals went from three days to under an hour. Our extraction step flags mismatched totals, and a workflow alerts the person who approves them.",
    author: "Anjali Natarajan",
    role: "Finance Manager",
    company: "Kestrel Finance",
    image: "/images/home/avatars/anjali-natarajan.svg",
    illustrative: true,
  },
  {
    quote:
      "Customers get delivery times, tracking help and our rebooking link in the chat instead of calling us. Call volume dropped by 40% in the first month.",
    author: "Tom Lindqvist",
    role: "Customer Service Lead",
    company: "Lumen Freight",
    image: "/images/home/avatars/tom-lindqvist.svg",
    illustrative: true,
  },
  {
    quote:
      "Our page posts every day now and common comments get answered at once. Bookings from social doubled over the summer season.",
    author: "Giulia Marchetti",
    role: "Marketing Manager",
    company: "Orbital Travel",
    image: "/images/home/avatars/giulia-marchetti.svg",
    illustrative: true,
  },
  {
    quote:
      "Setup took an afternoon, not a quarter. It connected to our CRM and help desk on day one and the team trusted it within a week.",
    author: "James Whitfield",
    role: "COO",
    company: "Alder & Vale",
    image: "/images/home/avatars/james-whitfield.svg",
    illustrative: true,
  },
];

export const closingCta = {
  title: "Start Your Free Trial",
  description: `Try everything ${freeTrial.plan} includes: chatbots, workflows and social automation. ${freeTrial.howItStarts}`,
  primary: { label: "Start Your Free Trial", href: freeTrial.href },
  secondary: { label: "See Demo Companies", href: "/checkout-demo" },
};
