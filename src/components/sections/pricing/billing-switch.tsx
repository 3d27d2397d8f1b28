import type { ReactNode } from "react";
import type { pricingCopy } from "../../../content/plans";
import { Section } from "../../ui/section";
import { Switch } from "../../ui/switch";

export type BillingCopy = Pick<
  typeof pricingCopy,
  "plansLabel" | "monthlyLabel" | "annualLabel" | "switchLabel" | "saveNote"
>;

/**
 * The Monthly / Annually switch (starts on annual) over the plan cards. No island: the cards are
 * static HTML with both prices, and the section (`group`) shows one through CSS, by whether its
 * switch is checked (`group-has-[[role=switch]:checked]`, plan-cards.tsx), with or without
 * JavaScript.
 */
export function BillingSwitch({ copy, children }: { copy: BillingCopy; children?: ReactNode }) {
  return (
    <Section aria-label={copy.plansLabel} spacing="md" className="group">
      <div className="flex flex-wrap items-center justify-center gap-3 text-sm font-medium">
        <span className="text-ink group-has-[[role=switch]:checked]:text-ink-muted">
          {copy.monthlyLabel}
        </span>
        <Switch label={copy.switchLabel} defaultChecked />
        <span className="text-ink-muted group-has-[[role=switch]:checked]:text-ink">
          {copy.annualLabel}
        </span>
        <span className="rounded-full bg-emerald-50 dark:bg-emerald-500/15 px-3 py-1 text-xs font-semibold text-emerald-800 dark:text-emerald-300 ring-1 ring-inset ring-emerald-200 dark:ring-emerald-400/30">
          {copy.saveNote}
        </span>
      </div>
      {children}
    </Section>
  );
}
