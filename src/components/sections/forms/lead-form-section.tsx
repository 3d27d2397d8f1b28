import type { ReactNode } from "react";
import type { LeadFormCopy } from "../../../shared/forms";
import { Card } from "../../ui/card";

/** The intro block beside the lead form, and the form (`children`, its own island). Static. */
export function LeadFormSection({ copy, children }: { copy: LeadFormCopy; children: ReactNode }) {
  return (
    <section
      aria-label={copy.sectionLabel}
      className="mx-auto grid max-w-6xl gap-8 px-4 pb-24 sm:px-6 lg:grid-cols-5"
    >
      <div className="lg:col-span-2">
        <Card className="bg-brand-50/80">
          <h2 className="text-lg font-semibold text-slate-900">{copy.introTitle}</h2>
          <ol className="mt-4 grid gap-4">
            {copy.introSteps.map((step) => (
              <li key={step} className="flex gap-3 text-sm leading-relaxed text-slate-700">
                {step}
              </li>
            ))}
          </ol>
          <p className="mt-6 text-sm text-slate-600">{copy.introNote}</p>
        </Card>
      </div>
      <Card className="p-6 sm:p-8 lg:col-span-3">{children}</Card>
    </section>
  );
}
