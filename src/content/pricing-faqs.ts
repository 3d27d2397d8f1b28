import { annualSaving, annualTotal, formatUsd, monthlyBillingTotal } from "../shared/pricing";
import { integrations } from "./integrations";
import { plans } from "./plans";
import { freeTrial } from "../shared/trial";

const pro = plans.find((plan) => plan.id === "pro")!.price!;
const freeIntegrations = plans.find((plan) => plan.id === "free")!.limits.integrations;

/**
 * What happens above a plan's limits: the pricing FAQ and the Terms (legal/terms.md) both state
 * it, and src/content/claims.test.ts keeps them saying the same thing.
 */
export const usageLimitPolicy = {
  /** We e-mail the account owner when usage passes each of these shares of a limit. */
  warnAtPercent: [80, 100],
  /** How long an account may stay over a limit before we ask it to change plan. */
  graceLabel: "two months in a row",
} as const;

export interface Faq {
  question: string;
  answer: string;
}

/** Questions answered on /pricing (also emitted as FAQPage structured data). */
export const pricingFaqs: Faq[] = [
  {
    question: "Is there a free trial?",
    answer: `Yes. Request an invitation on the Get started page: we send it, ${freeTrial.invitationWhen}, and your account starts with a ${freeTrial.days}-day free trial of the ${freeTrial.plan} plan when you accept it, no credit card required. When the trial ends you choose a plan; if you do nothing, your account moves to the Free plan and keeps its data.`,
  },
  {
    question: "How does annual billing work?",
    answer: `Annual billing charges the year up front. Pro then costs ${formatUsd(pro.annual)} a month, ${formatUsd(annualTotal(pro.monthly))} for the year, instead of ${formatUsd(pro.monthly)} a month (${formatUsd(monthlyBillingTotal(pro.monthly))} over twelve months) on monthly billing: ${formatUsd(annualSaving(pro.monthly))} less a year.`,
  },
  {
    question: "Can I change plans later?",
    answer:
      "Yes. Upgrade at any time and the new limits apply straight away; the price difference is prorated. Downgrades take effect at the end of your current billing period.",
  },
  {
    question: "Which integrations does each plan include?",
    answer: `Our catalogue has ${integrations.length} native integrations. The Free plan includes ${freeIntegrations}, any of the ${integrations.length}, your choice. Pro and Enterprise include all ${integrations.length}, and on Enterprise our team also builds custom integrations for you. Zapier is one of the ${integrations.length}, and through it you reach the apps Zapier connects.`,
  },
  {
    question: "What counts as an automation?",
    answer:
      "One automation is one completed run of a workflow or one chatbot conversation. Steps inside a run are not counted separately, and failed runs are not counted at all.",
  },
  {
    question: "What happens if I go over my plan's limits?",
    answer: `Nothing stops: your chatbots and workflows keep running. We e-mail the account owner when usage passes ${usageLimitPolicy.warnAtPercent.map((share) => `${share}%`).join(" and ")} of a limit. Usage above a limit is not charged automatically; if your account stays over a limit ${usageLimitPolicy.graceLabel}, we ask you to move to a plan that fits.`,
  },
  {
    question: "Which payment methods do you accept?",
    answer:
      "We charge in U.S. dollars and accept Visa, Mastercard, American Express and PayPal. Enterprise customers can also pay by invoice.",
  },
  {
    question: "Can I cancel at any time?",
    answer:
      "Yes. Cancellation takes effect at the end of the term you have paid for, and you keep access until then. Purchases are non-refundable.",
  },
];
