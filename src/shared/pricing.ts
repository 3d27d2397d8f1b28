/** Pricing arithmetic shared by the pricing page (client), its structured data and the copy. */

/**
 * The discount the spec sets on annual billing. Prices are derived from it, but after rounding
 * the real saving is smaller (Pro: $60 a year, 17.2%), so the copy states the real figure
 * (`annualSavingPercent`), never this one.
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

/**
 * What annual billing really saves, as a whole percentage of twelve months of monthly billing,
 * rounded DOWN so it is never overstated (Pro: $60 of $348 is 17.2%, so 17).
 */
export function annualSavingPercent(monthly: number, discount = ANNUAL_DISCOUNT): number {
  // The epsilon keeps floating-point noise (19.999999…) from taking a whole point off.
  return Math.floor((annualSaving(monthly, discount) / monthlyBillingTotal(monthly)) * 100 + 1e-9);
}

/** The per-month price shown for a billing period. */
export function pricePerMonth(monthly: number, billing: Billing): number {
  return billing === "annual" ? annualMonthlyPrice(monthly) : monthly;
}

/** A yearly salary band: "$150,000–$190,000 a year". */
export function formatSalaryBand({ min, max }: { min: number; max: number }): string {
  return `${formatUsd(min)}–${formatUsd(max)} a year`;
}

/** "$1,234" in US dollars, without cents. */
export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}
