import type { ReactNode } from "react";
import type { docsHubCopy } from "../../../content/docs-hub";
import { Section } from "../../ui/section";
import { QuickStartCallout } from "./quick-start-callout";

/** The /docs page below its title: the searchable tabs of cards (`children`, an island), then the quick start promise. */
export function DocsHub({ copy, children }: { copy: typeof docsHubCopy; children: ReactNode }) {
  return (
    <Section width="wide" spacing="xl">
      {children}
      <QuickStartCallout copy={copy.quickStart} />
    </Section>
  );
}
