import { ANNUAL_DISCOUNT, annualTotal, formatUsd } from "../lib/pricing";
import { plans } from "./plans";
import { freeTrial } from "./trial";

const pro = plans.find((plan) => plan.id === "pro")!.price!;

export interface Faq {
  question: string;
  answer: string;
}

/** Questions answered on /pricing (also emitted as FAQPage structured data). */
export const pricingFaqs: Faq[] = [
  {
    question: "Is there a free trial?",
    answer: `Yes. Every new account starts with a ${freeTrial.days}-day free trial of the ${freeTrial.plan} plan, no credit card required. When the trial ends you choose a plan; if you do nothing, your account moves to the Free plan and keeps its data.`,
  },
  {
    question: "How does annual billing work?",
    answer: `Annual billing charges the year up front and saves ${ANNUAL_DISCOUNT * 100}% compared with paying monthly: Pro costs ${formatUsd(pro.annual)} a month, ${formatUsd(annualTotal(pro.monthly))} a year, instead of ${formatUsd(pro.monthly)} a month.`,
  },
  {
    question: "Can I change plans later?",
    answer:
      "Yes. Upgrade at any time and the new limits apply straight away; the price difference is prorated. Downgrades take effect at the end of your current billing period.",
  },
  {
    question: "What counts as an automation?",
    answer:
      "One automation is one completed run of a workflow or one chatbot conversation. Steps inside a run are not counted separately, and failed runs are not counted at all.",
  },
  {
    question: "What happens if I go over my monthly automations?",
    answer:
      "Nothing stops. We e-mail you at 80% and 100% of your allowance, and runs continue for the rest of the month; if it keeps happening we will suggest the plan that fits.",
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
