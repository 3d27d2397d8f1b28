/** Open positions; /careers lists them and /careers/{slug} shows each, with the labels below. */

export const departments = ["Engineering", "Design", "Customer Success"] as const;
export type Department = (typeof departments)[number];

/** Each department's tab over the open positions on /careers (?department=). */
export const departmentTabs = {
  Engineering: "engineering",
  Design: "design",
  "Customer Success": "customer",
} as const satisfies Record<Department, string>;

export interface JobOpening {
  slug: string;
  title: string;
  location: string;
  department: Department;
  type: "Full-time";
  description: string;
  requirements: string[];
  /** What the person in the role does day to day. */
  responsibilities: string[];
  /** ISO dates for the JobPosting structured data. */
  datePosted: string;
  validThrough: string;
  /** The office the role reports to (JobPosting jobLocation); Remote roles still have a home office. */
  office: { addressLocality: string; addressRegion: string; addressCountry: string };
  /** ISO country codes remote applicants may work from; empty when the role is office-only. */
  remoteCountries: string[];
  /** The yearly base salary band in US dollars, shown on the list, the page and in JobPosting. */
  salary: { min: number; max: number };
}

export const jobs: JobOpening[] = [
  {
    slug: "senior-ai-engineer",
    title: "Senior AI Engineer",
    location: "San Francisco, CA or Remote (US)",
    department: "Engineering",
    type: "Full-time",
    description:
      "Design and ship the language-model systems behind our support chatbots: retrieval over customer knowledge bases, evaluation pipelines and guardrails that keep answers grounded in each customer's documents.",
    requirements: [
      "5+ years building production software, 2+ with machine learning or LLM systems",
      "Experience with retrieval-augmented generation, embeddings and evaluation",
      "Strong TypeScript or Python, and comfort with cloud infrastructure",
      "Clear written communication and a habit of measuring before optimising",
    ],
    responsibilities: [
      "Design retrieval and answer-generation pipelines for customer knowledge bases",
      "Build evaluation sets and dashboards that measure answer accuracy before and after every change",
      "Ship guardrails that hand conversations to humans when the bot is unsure",
      "Mentor engineers and review designs across the AI team",
    ],
    datePosted: "2026-11-02",
    validThrough: "2027-01-31",
    office: { addressLocality: "San Francisco", addressRegion: "CA", addressCountry: "US" },
    remoteCountries: ["US"],
    salary: { min: 190_000, max: 240_000 },
  },
  {
    slug: "product-designer",
    title: "Product Designer",
    location: "Remote (US or Canada)",
    department: "Design",
    type: "Full-time",
    description:
      "Shape how small businesses build automations in a visual builder: from the workflow builder to the chatbot inbox, you own research, flows, prototypes and polished UI.",
    requirements: [
      "4+ years designing B2B SaaS products, with a portfolio of shipped work",
      "Strong interaction design and systems thinking; fluent in Figma",
      "Experience running user research and usability tests",
      "Care for accessibility (WCAG 2.2) and inclusive design",
    ],
    responsibilities: [
      "Own the end-to-end design of the workflow builder and chatbot inbox",
      "Plan and run research with small-business customers every month",
      "Turn findings into flows, prototypes and production-ready UI in our design system",
      "Partner with engineers through build and review to ship accessible, polished work",
    ],
    datePosted: "2026-11-09",
    validThrough: "2027-02-07",
    office: { addressLocality: "San Francisco", addressRegion: "CA", addressCountry: "US" },
    remoteCountries: ["US", "CA"],
    salary: { min: 140_000, max: 175_000 },
  },
  {
    slug: "frontend-engineer",
    title: "Frontend Engineer",
    location: "San Francisco, CA or Remote (US)",
    department: "Engineering",
    type: "Full-time",
    description:
      "Build fast, accessible interfaces for the Automatica dashboard and workflow builder in React and TypeScript, working closely with design and our AI team.",
    requirements: [
      "3+ years of professional React and TypeScript",
      "A track record of accessible, well-tested UI (Testing Library, Playwright)",
      "Understanding of web performance and Core Web Vitals",
      "Experience with design systems is a plus",
    ],
    responsibilities: [
      "Build features in the dashboard and workflow builder with React and TypeScript",
      "Keep the interface accessible, fast and covered by unit and browser tests",
      "Grow and document our component library together with design",
      "Take part in code review, planning and a shared on-call rotation",
    ],
    datePosted: "2026-10-26",
    validThrough: "2027-01-24",
    office: { addressLocality: "San Francisco", addressRegion: "CA", addressCountry: "US" },
    remoteCountries: ["US"],
    salary: { min: 150_000, max: 190_000 },
  },
  {
    slug: "devops-engineer",
    title: "DevOps Engineer",
    location: "Remote (US)",
    department: "Engineering",
    type: "Full-time",
    description:
      "Keep every customer's automation runs fast and reliable: own our infrastructure as code, CI/CD, observability and the on-call practices that keep the Services running.",
    requirements: [
      "4+ years in DevOps or site reliability roles",
      "Hands-on with Kubernetes, Terraform and a major cloud provider",
      "Experience with monitoring, alerting and incident response",
      "Security mindset: secrets management, least privilege, audit logging",
    ],
    responsibilities: [
      "Run and evolve our Kubernetes platform and Terraform infrastructure",
      "Improve CI/CD so every team can ship safely several times a day",
      "Own observability: metrics, tracing, alerts and service-level objectives",
      "Lead incident reviews and harden security across environments",
    ],
    datePosted: "2026-11-16",
    validThrough: "2027-02-14",
    office: { addressLocality: "San Francisco", addressRegion: "CA", addressCountry: "US" },
    remoteCountries: ["US"],
    salary: { min: 150_000, max: 185_000 },
  },
  {
    slug: "customer-success-manager",
    title: "Customer Success Manager",
    location: "New York, NY or Remote (US)",
    department: "Customer Success",
    type: "Full-time",
    description:
      "Guide growing businesses from their first chatbot to company-wide automation: onboarding, success plans, quarterly reviews and turning feedback into product improvements.",
    requirements: [
      "3+ years in customer success or account management for SaaS",
      "Comfort explaining technical products to non-technical teams",
      "Experience owning renewals and expansion for a book of accounts",
      "Organised, empathetic and data-informed",
    ],
    responsibilities: [
      "Onboard new customers and launch their first chatbot and workflows",
      "Build success plans and run quarterly business reviews",
      "Spot renewal risks and expansion opportunities across your accounts",
      "Bring customer feedback to product and engineering with clear evidence",
    ],
    datePosted: "2026-11-12",
    validThrough: "2027-02-10",
    office: { addressLocality: "New York", addressRegion: "NY", addressCountry: "US" },
    remoteCountries: ["US"],
    salary: { min: 95_000, max: 125_000 },
  },
];

/** Labels of an opening's page; `{title}` is the role's title, for screen readers. */
export const jobDetailsCopy = {
  facts: { location: "Location", department: "Department", type: "Type", salary: "Salary" },
  responsibilitiesTitle: "What you'll do",
  requirementsTitle: "What we're looking for",
  offerTitle: "What we offer",
  apply: "Apply",
  applyFor: "for {title}",
  closing: "Sound like you? We'd love to hear from you.",
} as const;
