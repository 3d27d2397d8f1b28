import type { ReactNode } from "react";
import type { InviteCopy } from "../../../shared/forms";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";

/** The request-invite card under the page title. Static: the form (`children`) is its own island. */
export function InviteSection({ copy, children }: { copy: InviteCopy; children: ReactNode }) {
  return (
    <Section labelledBy="invite-heading" width="form" spacing="xl">
      <Card padding="lg">
        <h2 id="invite-heading" className="text-lg font-semibold text-ink">
          {copy.heading}
        </h2>
        <p className="mb-6 mt-2 text-sm leading-relaxed text-ink-muted">{copy.intro}</p>
        {children}
      </Card>
    </Section>
  );
}
