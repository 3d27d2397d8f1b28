/** Open positions. Data only; /careers lists them and /careers/{slug} shows each. */

export const departments = ["Engineering", "Design", "Customer Success"] as const;
export type Department = (typeof departments)[number];

export interface JobOpening {
  slug: string;
  title: string;
  location: string;
  department: Department;
  type: "Full-time";
  description: string;
  requirements: string[];
}

export const jobs: JobOpening[] = [
  {
    slug: "senior-ai-engineer",
    title: "Senior AI Engineer",
    location: "San Francisco, CA or Remote (US)",
    department: "Engineering",
    type: "Full-time",
    description:
      "Design and ship the language-model systems behind our support chatbots: retrieval over customer knowledge bases, evaluation pipelines and guardrails that keep answers accurate.",
    requirements: [
      "5+ years building production software, 2+ with machine learning or LLM systems",
      "Experience with retrieval-augmented generation, embeddings and evaluation",
      "Strong TypeScript or Python, and comfort with cloud infrastructure",
      "Clear written communication and a habit of measuring before optimising",
    ],
  },
  {
    slug: "product-designer",
    title: "Product Designer",
    location: "Remote (US or Canada)",
    department: "Design",
    type: "Full-time",
    description:
      "Shape how small businesses build automations without writing code: from the workflow builder to the chatbot inbox, you own research, flows, prototypes and polished UI.",
    requirements: [
      "4+ years designing B2B SaaS products, with a portfolio of shipped work",
      "Strong interaction design and systems thinking; fluent in Figma",
      "Experience running user research and usability tests",
      "Care for accessibility (WCAG 2.2) and inclusive design",
    ],
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
  },
  {
    slug: "devops-engineer",
    title: "DevOps Engineer",
    location: "Remote (US)",
    department: "Engineering",
    type: "Full-time",
    description:
      "Keep millions of automation runs a day fast and reliable: own our infrastructure as code, CI/CD, observability and the on-call practices behind our 99.9% uptime.",
    requirements: [
      "4+ years in DevOps or site reliability roles",
      "Hands-on with Kubernetes, Terraform and a major cloud provider",
      "Experience with monitoring, alerting and incident response",
      "Security mindset: secrets management, least privilege, audit logging",
    ],
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
  },
];
