import type { InviteCopy } from "../../../content/forms";
import { lazy, Suspense } from "react";
import { Card } from "../../ui/card";

/** The form's code loads after the page (it is still prerendered: prerendering waits for it). */
const InviteForm = lazy(() =>
  import("../../forms/invite-form").then((module) => ({ default: module.InviteForm })),
);

/** The request-invite card under the page title. */
export function InviteSection({ copy }: { copy: InviteCopy }) {
  return (
    <section aria-labelledby="invite-heading" className="mx-auto max-w-lg px-4 pb-24 sm:px-6">
      <Card className="p-8">
        <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
          {copy.heading}
        </h2>
        <p className="mb-6 mt-2 text-sm leading-relaxed text-slate-600">{copy.intro}</p>
        <Suspense fallback={<div className="min-h-48" />}>
          <InviteForm copy={copy} />
        </Suspense>
      </Card>
    </section>
  );
}
