/** The one free-trial offer, read by every page that mentions it. */
export const freeTrial = {
  days: 14,
  plan: "Pro",
  creditCardRequired: false,
  /** "14-day free trial of Pro, no credit card required" */
  summary: "14-day free trial of the Pro plan, no credit card required",
  short: "Free for 14 days, no credit card",
} as const;
