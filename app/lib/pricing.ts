/** Pricing arithmetic shared by the pricing page (client) and its structured data (build time). */

/** The advertised saving on annual billing. */
export const ANNUAL_DISCOUNT = 0.2;

export type Billing = "monthly" | "annual";

/**
 * The per-month price when billed annually: the monthly price less the discount, rounded UP to
 * whole dollars so the advertised saving is never overstated ($29 → $23.20 → $24).
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

/** The per-month price shown for a billing period. */
export function pricePerMonth(monthly: number, billing: Billing): number {
  return billing === "annual" ? annualMonthlyPrice(monthly) : monthly;
}

/** "$1,234" in US dollars, without cents. */
export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}
