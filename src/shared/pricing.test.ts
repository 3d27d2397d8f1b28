import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ANNUAL_DISCOUNT,
  annualMonthlyPrice,
  annualSaving,
  annualSavingPercent,
  annualTotal,
  formatSalaryBand,
  formatUsd,
  monthlyBillingTotal,
  pricePerMonth,
} from "./pricing";

describe("pricing", () => {
  it("prices annual billing from the spec's 20% discount", () => {
    expect(ANNUAL_DISCOUNT).toBe(0.2);
  });

  it("states Pro's real annual saving, 17.2%, as 17% and never rounds it up", () => {
    expect(annualSavingPercent(29)).toBe(17);
    expect(annualSavingPercent(10)).toBe(20);
    expect(annualSavingPercent(30)).toBe(20);
  });

  it("charges Pro $24 a month when billed annually", () => {
    expect(annualMonthlyPrice(29)).toBe(24);
  });

  it("bills Pro $288 a year on annual billing", () => {
    expect(annualTotal(29)).toBe(288);
  });

  it("costs Pro $348 over twelve months of monthly billing, so annual billing saves $60", () => {
    expect(monthlyBillingTotal(29)).toBe(348);
    expect(annualSaving(29)).toBe(60);
  });

  it("keeps the free plan free on either billing", () => {
    expect(pricePerMonth(0, "annual")).toBe(0);
    expect(pricePerMonth(0, "monthly")).toBe(0);
  });

  it("charges the list price on monthly billing", () => {
    expect(pricePerMonth(29, "monthly")).toBe(29);
    expect(pricePerMonth(29, "annual")).toBe(24);
  });

  it("does not add a dollar for floating-point noise", () => {
    expect(annualMonthlyPrice(30)).toBe(24);
    expect(annualMonthlyPrice(10)).toBe(8);
  });

  it("never saves more than the advertised discount and never charges more than monthly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (monthly) => {
        const annual = annualMonthlyPrice(monthly);
        expect(annual).toBeGreaterThanOrEqual(monthly * (1 - ANNUAL_DISCOUNT) - 1e-9);
        expect(annual).toBeLessThanOrEqual(monthly);
        expect(annualTotal(monthly)).toBe(annual * 12);
        expect(annualSaving(monthly)).toBeLessThanOrEqual(monthly * 12 * ANNUAL_DISCOUNT + 1e-9);
        if (monthly > 0) {
          const percent = annualSavingPercent(monthly);
          expect(percent / 100).toBeLessThanOrEqual(annualSaving(monthly) / (monthly * 12) + 1e-9);
          expect(percent + 1).toBeGreaterThan((annualSaving(monthly) / (monthly * 12)) * 100);
        }
      }),
    );
  });

  it("writes a yearly salary band with both ends in dollars", () => {
    expect(formatSalaryBand({ min: 95_000, max: 125_000 })).toBe("$95,000–$125,000 a year");
  });

  it("formats US dollars with thousands separators", () => {
    expect(formatUsd(288)).toBe("$288");
    expect(formatUsd(1200)).toBe("$1,200");
  });
});
