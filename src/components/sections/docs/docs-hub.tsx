import type { ReactNode } from "react";
import type { docsHubCopy } from "../../../content/docs-hub";
import { QuickStartCallout } from "./quick-start-callout";

/** The /docs page below its title: the searchable tabs of cards (`children`, an island), then the quick start promise. */
export function DocsHub({ copy, children }: { copy: typeof docsHubCopy; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">
      {children}
      <QuickStartCallout copy={copy.quickStart} />
    </section>
  );
}
