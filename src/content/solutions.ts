/** /solutions: the cross-industry customer-service solution, six industry cards and the closing block. */

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
    "Whatever you sell, your customers ask the same things again and again. An Automatica chatbot answers them instantly from your own knowledge base, in the language you set for it (one bot per language), and hands the conversation to your team with full context when a person is needed.",
  points: [
    "Answers from your help centre, policies and product data, 24/7",
    "Smart handover to agents in your helpdesk, with the conversation attached",
    "Tickets tagged, prioritised and routed automatically",
    "Weekly reports on top questions, resolution rate and satisfaction",
  ],
  image: "/images/solutions/customer-service.svg",
  cta: { label: "Explore AI chatbots", href: "/chatbot" },
};

export const industrySolutions: IndustrySolution[] = [
  {
    id: "healthcare",
    title: "Healthcare",
    description:
      "Keep calendars full and front desks calm: patients book, confirm and ask questions at any hour, and paperwork reaches the right record.",
    useCases: [
      "Appointment booking and reminders",
      "Digital patient intake forms",
      "Insurance and billing questions",
      "Referral and lab-result routing",
    ],
    image: "/images/solutions/healthcare.svg",
    href: "/industries/healthcare",
  },
  {
    id: "finance",
    title: "Finance",
    description:
      "Resolve routine account questions instantly and move documents through KYC and loan checks faster, with every step on an audit trail.",
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
    description:
      "Answer shoppers in seconds, log and announce every paid order, and send the cart reminders and stock alerts your own server asks for.",
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
      "Handle client intake, route documents for review and never miss a deadline, with a full audit trail of every step.",
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
    "Ready-made bots and workflows for the questions and paperwork each sector deals with every day.",
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
