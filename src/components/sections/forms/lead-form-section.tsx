import type { ReactNode } from "react";
import type { LeadFormCopy } from "../../../shared/forms";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";

/** The intro block beside the lead form, and the form (`children`, its own island). Static. */
export function LeadFormSection({ copy, children }: { copy: LeadFormCopy; children: ReactNode }) {
  return (
    <Section
      aria-label={copy.sectionLabel}
      width="wide"
      spacing="xl"
      containerClassName="grid gap-8 lg:grid-cols-5"
    >
      <div className="lg:col-span-2">
        <Card tone="brand">
          <h2 className="text-lg font-semibold text-ink">{copy.introTitle}</h2>
          <ol className="mt-4 grid gap-4">
            {copy.introSteps.map((step) => (
              <li key={step} className="flex gap-3 text-sm leading-relaxed text-ink-soft">
                {step}
              </li>
            ))}
          </ol>
          <p className="mt-6 text-sm text-ink-muted">{copy.introNote}</p>
        </Card>
      </div>
      <Card padding="responsive" className="lg:col-span-3">
        {children}
      </Card>
    </Section>
  );
}
