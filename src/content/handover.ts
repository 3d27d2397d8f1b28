import { comparisonRows } from "./comparison";
import { plans } from "./plans";

/**
 * What a human handover is, and from which plan: the only place it is written down. Marketing
 * sentences about a handover read this module; the docs (guides/nlp-for-bots "Design the handover",
 * examples/use-cases "Support bot for a Shopify store", resources/faq) describe the same thing and
 * src/content/claims/handover.test.ts holds them to it.
 *
 * A handover is the bot telling the customer that a person will help, and the `bot` source's
 * `conversation.handoff` event, whose payload carries the customer's e-mail address and their last
 * message. An automation on that event alerts your team in Slack or by e-mail. The whole
 * conversation is in the account's conversation log (privacy policy, "AI features"), not in the
 * alert. No transcript, summary or suggested reply travels with it.
 */
const row = comparisonRows.find((entry) => entry.feature === "Human handover")!;

/** The plans the comparison table gives a handover: Pro and Enterprise. */
export const handoverPlans = plans.filter((plan) => row[plan.id] === true).map((plan) => plan.name);

export const handover = {
  plans: handoverPlans,
  /** "Pro and Enterprise" */
  plansLabel: handoverPlans.join(" and "),
  /** The event an automation listens to. */
  event: { source: "bot", event: "conversation.handoff" },
  /** The payload's fields, as the docs' example reads them. */
  fields: ["customer_email", "last_message"],
  /** What the alert carries, as a sentence names it. */
  carries: "the customer's e-mail address and their last message",
  /** Where the alert goes: an automation's actions. */
  alerts: "in Slack or by e-mail",
  /** Where a person reads the rest. */
  conversation: "the whole conversation is in your account's conversation log",
} as const;

/** One sentence for a page that explains a handover. */
export const handoverSummary = `On ${handover.plansLabel}, a handover alerts your team ${handover.alerts} with ${handover.carries}; ${handover.conversation}.`;
