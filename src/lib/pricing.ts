/** Pricing arithmetic shared by the pricing page (client), its structured data and the copy. */

/**
 * The discount the spec advertises on annual billing (the switch's 'Save 20%'). Prices are
 * derived from it, but the copy states the dollar figures below: after rounding, the real saving
 * is smaller (Pro: $60 a year, about 17%).
 */
export const ANNUAL_DISCOUNT = 0.2;

export type Billing = "monthly" | "annual";

/**
 * The per-month price when billed annually: the monthly price less the discount, rounded UP to
 * whole dollars ($29 → $23.20 → $24), so the real saving never exceeds the advertised one.
 */
export function annualMonthlyPrice(monthly: number, discount = ANNUAL_DISCOUNT): number {
  // Round to cents first so floating-point noise (23.200000000000003) cannot add a dollar.
  const cents = Math.round(monthly * (1 - discount) * 100);
  return Math.ceil(cents / 100);
}

/** What a year costs on annual billing: the annual per-month price times 12. */
export function annualTotal(monthly: number, discount = ANNUAL_DISCOUNT): number {
  return annualMonthlyPrice(monthly, discount) * 12;
}

/** What twelve months cost on monthly billing. */
export function monthlyBillingTotal(monthly: number): number {
  return monthly * 12;
}

/** What annual billing saves over twelve months of monthly billing, in dollars. */
export function annualSaving(monthly: number, discount = ANNUAL_DISCOUNT): number {
  return monthlyBillingTotal(monthly) - annualTotal(monthly, discount);
}

/** The per-month price shown for a billing period. */
export function pricePerMonth(monthly: number, billing: Billing): number {
  return billing === "annual" ? annualMonthlyPrice(monthly) : monthly;
}

/** "$1,234" in US dollars, without cents. */
export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}
