import type { ReactNode } from "react";
import { Section } from "../../ui/section";
import { StaffScriptNotice } from "./staff-script-notice";

/** The inbox's page: its heading and the inbox island (`children`), which loads the data. */
export function StaffInboxSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section top="hero" spacing="sm" labelledBy="staff-inbox-title">
      <h1
        id="staff-inbox-title"
        className="mb-6 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl"
      >
        {title}
      </h1>
      <StaffScriptNotice />
      {children}
    </Section>
  );
}
