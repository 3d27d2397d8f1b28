import type { ReactNode } from "react";
import { Card } from "../../ui/card";
import { StaffScriptNotice } from "./staff-script-notice";
import { Section } from "../../ui/section";

/** The staff door's card (sign-in, enrolment): heading, intro and the island (`children`); the brand is in the header. */
export function StaffDoorSection({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Section width="card" top="hero">
      <Card padding="lg">
        <h1 className="text-center text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {heading}
        </h1>
        <p className="mb-6 mt-3 text-sm text-ink-muted">{intro}</p>
        <StaffScriptNotice />
        {children}
      </Card>
    </Section>
  );
}
