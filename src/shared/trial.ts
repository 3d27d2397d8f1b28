import { responseTimes } from "./response-times.ts";

/**
 * The one free-trial offer, read by every page that mentions it. A trial starts with an
 * invitation: every trial button leads to /get-started, where a visitor requests one; the trial
 * runs from the moment they accept it.
 */
const days = 14;
const plan = "Pro";

export const freeTrial = {
  days,
  plan,
  creditCardRequired: false,
  /** Where every trial button leads: the invitation request. */
  href: "/get-started",
  /** How soon a person on our team sends the invitation: "usually the same business day". */
  invitationWhen: responseTimes.team.words,
  /** "14-day free trial of the Pro plan, no credit card required" */
  summary: `${days}-day free trial of the ${plan} plan, no credit card required`,
  /** The line under a trial button: what happens after the click. */
  howItStarts: `Request your invitation and your ${days}-day free trial of the ${plan} plan starts when you accept it. No credit card required.`,
} as const;
