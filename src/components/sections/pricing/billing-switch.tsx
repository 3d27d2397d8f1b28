import { useState } from "react";
import { StaticHtml } from "../../ui/static-html";
import { Switch } from "../../ui/switch";

interface BillingSwitchProps {
  labels: { monthly: string; annual: string; switch: string; save: string };
  /** The plan cards, rendered at build time with both prices (see PlanCards). */
  cardsHtml: string;
}

/** The Monthly / Annually switch (starts on annual) over the plan cards: the page's only script. */
export function BillingSwitch({ labels, cardsHtml }: BillingSwitchProps) {
  const [annual, setAnnual] = useState(true);
  return (
    <section
      aria-label="Plans"
      data-billing={annual ? "annual" : "monthly"}
      className="group mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8"
    >
      <div className="flex flex-wrap items-center justify-center gap-3 text-sm font-medium">
        <span className={annual ? "text-slate-600" : "text-slate-900"}>{labels.monthly}</span>
        <Switch checked={annual} onCheckedChange={setAnnual} aria-label={labels.switch} />
        <span className={annual ? "text-slate-900" : "text-slate-600"}>{labels.annual}</span>
        <span className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-inset ring-emerald-200">
          {labels.save}
        </span>
      </div>
      <StaticHtml className="contents" html={cardsHtml} />
    </section>
  );
}
