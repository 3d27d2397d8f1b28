/** /solutions: the cross-industry customer-service solution, six industry cards and the closing block. */
import { handover } from "./handover";
import { responseTimes } from "../shared/response-times";

export interface IndustrySolution {
  /** Anchor id on /solutions (the header's Solutions menu links to #ecommerce and #finance). */
  id: string;
  title: string;
  description: string;
  useCases: [string, string, string, string];
  /** Self-made illustration under /images/solutions (640 x 400). */
  image: string;
  /** The industry page 'Learn More' opens. */
  href: string;
}

export const customerServiceSolution = {
  id: "customer-service",
  eyebrow: "Across every industry",
  title: "Customer service that never sleeps",
  description:
    "Whatever you sell, your customers ask the same things again and again. An Automatica chatbot answers them at once from your own knowledge base, in the language you set for it (one bot per language), and hands the conversation to your team when a person is needed.",
  points: [
    "Answers from your help centre, policies and product data, 24/7",
    `Handover on ${handover.plansLabel}: an alert ${handover.alerts} with ${handover.carries}`,
    "Every conversation kept in your conversation log for your team to review",
    "Analytics on top questions and resolution rate",
  ],
  image: "/images/solutions/customer-service.svg",
  cta: { label: "Explore AI chatbots", href: "/chatbot" },
};

export const industrySolutions: IndustrySolution[] = [
  {
    id: "healthcare",
    title: "Healthcare",
    description:
      "Keep front desks calm: patients get answers to common questions at any hour, and anything about their health goes to your staff, never through the bot.",
    useCases: [
      "Opening hours and directions",
      "Insurance plans accepted",
      "Visit preparation",
      "A link to your booking",
    ],
    image: "/images/solutions/healthcare.svg",
    href: "/industries/healthcare",
  },
  {
    id: "finance",
    title: "Finance",
    description: `Answer routine card and fee questions ${responseTimes.bot.words} and move the documents your own systems check through KYC and loan review faster.`,
    useCases: [
      "Card and account support",
      "KYC document checks",
      "Loan application intake",
      "Fraud and security alerts",
    ],
    image: "/images/solutions/finance.svg",
    href: "/industries/banking",
  },
  {
    id: "ecommerce",
    title: "Retail",
    description: `Answer shoppers ${responseTimes.bot.words}, log and announce every paid order, and send the cart reminders and stock alerts your own server asks for.`,
    useCases: [
      "Order tracking",
      "Returns and exchanges",
      "Abandoned-cart recovery",
      "Low-stock alerts and reorders",
    ],
    image: "/images/solutions/retail.svg",
    href: "/industries/ecommerce",
  },
  {
    id: "manufacturing",
    title: "Manufacturing",
    description:
      "Connect orders, maintenance and quality work across teams and systems, so information flows without e-mail chains.",
    useCases: [
      "Supplier order management",
      "Maintenance requests",
      "Quality reports",
      "Order and lead-time enquiries",
    ],
    image: "/images/solutions/manufacturing.svg",
    href: "/industries/manufacturing",
  },
  {
    id: "legal",
    title: "Legal",
    description:
      "Answer prospective clients, route the documents your system drafts for review and keep every deadline in front of the right lawyer.",
    useCases: ["Client intake", "Conflict checks", "Document review routing", "Deadline reminders"],
    image: "/images/solutions/legal.svg",
    href: "/industries/legal",
  },
  {
    id: "education",
    title: "Education",
    description:
      "Answer applicants and students at any hour, speed up enrolment paperwork and keep everyone informed.",
    useCases: [
      "Admissions questions",
      "Enrolment paperwork",
      "Fee and payment reminders",
      "Student support triage",
    ],
    image: "/images/solutions/education.svg",
    href: "/industries/education",
  },
];

/** Heading and labels of the industry cards on /solutions. */
export const industrySolutionsCopy = {
  title: "Built for your industry",
  description:
    "How bots and workflows take on the questions and paperwork each sector deals with every day.",
  useCasesTitle: "Use cases",
  learnMore: "Learn More",
  /** The rest of Learn More's name for screen readers; `{industry}` is the card's title. */
  learnMoreAbout: "about {industry}",
} as const;

export const otherIndustry = {
  title: "Don't see your industry?",
  description:
    "We also work with travel, restaurants, logistics, airlines, sales teams and many more. Tell us how your business runs and we'll show you what to automate first.",
  cta: { label: "Contact Us", href: "/contact" },
};
