import { useState, type ReactNode } from "react";
import type { pricingCopy } from "../../../content/plans";
import { Section } from "../../ui/section";
import { Switch } from "../../ui/switch";

export type BillingCopy = Pick<
  typeof pricingCopy,
  "plansLabel" | "monthlyLabel" | "annualLabel" | "switchLabel" | "saveNote"
>;

/**
 * The Monthly / Annually switch (starts on annual) over the plan cards, an island. The cards are
 * static HTML passed in as `children`, with both prices; the section's `data-billing` shows one.
 */
export function BillingSwitch({ copy, children }: { copy: BillingCopy; children?: ReactNode }) {
  const [annual, setAnnual] = useState(true);
  return (
    <Section
      aria-label={copy.plansLabel}
      data-billing={annual ? "annual" : "monthly"}
      spacing="md"
      className="group"
    >
      <div className="flex flex-wrap items-center justify-center gap-3 text-sm font-medium">
        <span className={annual ? "text-ink-muted" : "text-ink"}>{copy.monthlyLabel}</span>
        <Switch checked={annual} onCheckedChange={setAnnual} aria-label={copy.switchLabel} />
        <span className={annual ? "text-ink" : "text-ink-muted"}>{copy.annualLabel}</span>
        <span className="rounded-full bg-emerald-50 dark:bg-emerald-500/15 px-3 py-1 text-xs font-semibold text-emerald-800 dark:text-emerald-300 ring-1 ring-inset ring-emerald-200">
          {copy.saveNote}
        </span>
      </div>
      {children}
    </Section>
  );
}
