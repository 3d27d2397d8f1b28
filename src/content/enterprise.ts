import { auditLog } from "./audit-log";
import { handover } from "./handover";
import type { IconName } from "./icon-names";
import { usageLimitPolicy } from "./pricing-faqs";

/** One capability section of /enterprise. */
export interface EnterprisePillar {
  id: string;
  icon: IconName;
  title: string;
  description: string;
  points: string[];
}

/** An example with fictional organisations and figures (the section says so). */
export interface EnterpriseUseCase {
  illustrative: true;
  organisation: string;
  title: string;
  challenge: string;
  solution: string;
  results: string[];
}

export const enterpriseHero = {
  eyebrow: "Enterprise",
  primary: { label: "Contact Sales", href: "/contact" },
  secondary: { label: "Read the documentation", href: "/docs" },
} as const;

export const enterprisePillarsHeading = {
  title: "Built for Security, Scale and Control",
  highlight: "Security, Scale and Control",
  description:
    "Everything in Pro, plus the infrastructure, governance and support that large organisations require.",
} as const;

export const enterprisePillars: EnterprisePillar[] = [
  {
    id: "security",
    icon: "shield",
    title: "Enterprise-Grade Security",
    description:
      "Your data is protected at every step, and your security team gets the evidence it needs for its review.",
    points: [
      "Encryption in transit (TLS 1.2+) and at rest (AES-256)",
      "Single sign-on with SAML 2.0, which administrators can enforce for everyone",
      "Conversation logs kept only as long as your administrators set",
      "Security questionnaire, penetration test summary and DPA on request",
    ],
  },
  {
    id: "dedicated-infrastructure",
    icon: "server",
    title: "Dedicated Infrastructure",
    description:
      "Run on isolated infrastructure sized for your volumes, in our United States data centres.",
    points: [
      "Single-tenant deployment, isolated from other customers",
      "Data stored and processed in the United States, as for every plan",
      "Production in private networks, reachable only through its public entry points",
      "Capacity planned with you for seasonal peaks",
    ],
  },
  {
    id: "admin-controls",
    icon: "key",
    title: "Admin Controls",
    description:
      "Decide who can build, who can publish and who only views, and see who changed what in your account.",
    points: [
      "Roles that decide who builds, who publishes and who only views bots and workflows",
      "Multi-factor authentication that administrators can require for everyone",
      `An audit log of ${auditLog.records[0]} and configuration changes, kept ${auditLog.keptFor} and exportable to your SIEM`,
      `Usage e-mails at ${usageLimitPolicy.warnAtPercent.map((share) => `${share}%`).join(" and ")} of each limit, and nothing stops above it`,
    ],
  },
  {
    id: "support",
    icon: "headphones",
    title: "24/7 Support",
    description:
      "An on-call engineer around the clock for production incidents, and a team that knows your setup, with response times written into your contract.",
    points: [
      "24/7 on-call for production incidents, through the line and Slack channel named in your contract",
      "Other questions by phone, e-mail and Slack in business hours, Pacific Time",
      "A named technical account manager and solutions engineer",
      "Custom SLA with guaranteed response times",
      "Onboarding, training and quarterly reviews for your team",
    ],
  },
];

export const enterpriseUseCasesHeading = {
  title: "How Enterprises Use Automatica",
  highlight: "Enterprises",
  description: "Two examples of automation at scale. Organisations and figures are illustrative.",
} as const;

/** The terms of each use case. */
export const enterpriseUseCaseLabels = {
  challenge: "Challenge",
  solution: "Solution",
  results: "Results",
} as const;

export const enterpriseUseCases: EnterpriseUseCase[] = [
  {
    illustrative: true,
    organisation: "A national retail bank",
    title: "Customer service across 4 million accounts",
    challenge:
      "Contact centre queues of 20 minutes at peak, and a strict review of every supplier that handles customer data.",
    solution: `A support chatbot on the bank's website chat, running on dedicated infrastructure, answering card, fee and payment questions from the bank's policies and handing over to agents with ${handover.carries}.`,
    results: [
      "62% of conversations resolved without an agent",
      "Average wait at peak down from 20 minutes to under 1",
      "Agents answer only the conversations that need a person",
    ],
  },
  {
    illustrative: true,
    organisation: "A global logistics group",
    title: "Document processing for 30,000 shipments a month",
    challenge:
      "Customs forms, invoices and delivery notes were keyed in by hand across 12 offices, with errors that delayed shipments.",
    solution:
      "Their own extraction service reads each document and checks it against the booking, then calls the workflow of the right office, which alerts the office and updates the transport system through its API.",
    results: [
      "Data entry time cut by 80%",
      "Customs errors down by two thirds",
      "Every run in one run history across all 12 offices",
    ],
  },
];

export const enterpriseCta = {
  title: "Let's Plan Your Rollout",
  description:
    "Tell us about your volumes, systems and security requirements, and we will come back with an architecture and a quote.",
  primary: { label: "Contact Sales", href: "/contact" },
  secondary: { label: "Read the documentation", href: "/docs" },
};
