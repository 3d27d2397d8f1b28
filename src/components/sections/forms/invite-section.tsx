import type { ReactNode } from "react";
import type { InviteCopy } from "../../../shared/forms";
import { Card } from "../../ui/card";

/** The request-invite card under the page title. Static: the form (`children`) is its own island. */
export function InviteSection({ copy, children }: { copy: InviteCopy; children: ReactNode }) {
  return (
    <section aria-labelledby="invite-heading" className="mx-auto max-w-lg px-4 pb-24 sm:px-6">
      <Card className="p-8">
        <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
          {copy.heading}
        </h2>
        <p className="mb-6 mt-2 text-sm leading-relaxed text-slate-600">{copy.intro}</p>
        {children}
      </Card>
    </section>
  );
}
