import { annualMonthlyPrice, annualSavingPercent } from "../shared/pricing";
import { integrations } from "./integrations";
import { freeTrial } from "../shared/trial";

/** The three plans: the only place their prices and limits are written down. */
export type PlanId = "free" | "pro" | "enterprise";

export interface PlanLimits {
  workflows: string;
  automations: string;
  integrations: string;
  teamMembers: string;
}

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  /** US dollars per month; `null` for a custom (quoted) price. */
  price: { monthly: number; annual: number } | null;
  limits: PlanLimits;
  /** Further features after the limits, shown on the plan card. */
  extras: string[];
  cta: { label: string; href: string };
  highlight: boolean;
}

const PRO_MONTHLY = 29;
/** The plans count integrations in the catalogue on /integrations, never apps reached through one. */
const CATALOGUE = integrations.length;

export const plans: Plan[] = [
  {
    id: "free",
    name: "Free",
    description: "For individuals and small teams trying their first automations.",
    price: { monthly: 0, annual: 0 },
    limits: {
      workflows: "5 workflows",
      automations: "1,000 automations per month",
      integrations: "10 integrations",
      teamMembers: "1 team member",
    },
    extras: ["AI chatbot for one website", "Email support"],
    cta: { label: "Get started free", href: freeTrial.href },
    highlight: false,
  },
  {
    id: "pro",
    name: "Pro",
    description: "For growing businesses automating support, workflows and social pages.",
    price: { monthly: PRO_MONTHLY, annual: annualMonthlyPrice(PRO_MONTHLY) },
    limits: {
      workflows: "Unlimited workflows",
      automations: "50,000 automations per month",
      integrations: `All ${CATALOGUE} integrations`,
      teamMembers: "10 team members",
    },
    extras: ["Advanced analytics", "Human handover", "Priority email support"],
    cta: { label: "Start free trial", href: freeTrial.href },
    highlight: true,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    description: "For organisations that need scale, security reviews and a dedicated team.",
    price: null,
    limits: {
      workflows: "Unlimited workflows",
      automations: "Unlimited automations",
      integrations: `All ${CATALOGUE} plus custom integrations`,
      teamMembers: "Unlimited team members",
    },
    extras: [
      "Dedicated infrastructure",
      "SSO, SAML and audit logs",
      "24/7 incident on-call and a named engineer",
    ],
    cta: { label: "Contact Sales", href: "/contact?subject=Enterprise%20plan" },
    highlight: false,
  },
];

/** Copy around the plan cards on /pricing. */
export const pricingCopy = {
  monthlyLabel: "Monthly",
  annualLabel: "Annually",
  switchLabel: "Annual billing",
  /** The plans section's accessible name. */
  plansLabel: "Plans",
  /** The real saving of annual billing (the spec's "Save 20%" is 17.2% after rounding). */
  saveNote: `Save ${annualSavingPercent(PRO_MONTHLY)}%`,
  popularBadge: "Most popular",
  perMonth: "/month",
  free: "Free forever",
  billedMonthly: "Billed monthly",
  /** "{total}" is replaced with the yearly total. */
  billedAnnually: "Billed annually ({total} per year)",
  /** The rest of a plan button's name for screen readers; `{plan}` is the plan's name. */
  planName: "({plan} plan)",
  customPrice: "Custom",
  /** Enterprise's API rate limit is agreed in its contract, so not "unlimited everything". */
  customNote: "Unlimited workflows, automations and team members, priced for your organisation",
  enterpriseBlock: {
    title: "Need a custom solution?",
    description:
      "Private deployment, custom integrations or volume pricing: tell us what you need and a solutions engineer will put together a plan with you.",
    points: [
      "Dedicated infrastructure in our United States data centres",
      "Custom integrations built by our team",
      "Security review, DPA and custom SLA",
    ],
    cta: { label: "Talk to our team", href: "/contact" },
  },
  faqTitle: "Frequently Asked Questions",
  faqDescription: "Everything you need to know about plans, billing and the free trial.",
} as const;
