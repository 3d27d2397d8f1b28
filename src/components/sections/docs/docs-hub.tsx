import type { docsHubCopy } from "../../../content/docs-hub";
import type { PageInfo } from "../../../content/pages";
import { StaticPageHero } from "../static-page-hero";
import { DocsHubBrowser, type DocsHubPanel } from "./docs-hub-browser";
import { QuickStartCallout } from "./quick-start-callout";

/** The whole /docs page: title block, searchable tabs of cards, the quick start promise. */
export function DocsHub({
  page,
  panels,
  copy,
}: {
  page: Pick<PageInfo, "title" | "highlight" | "description">;
  panels: DocsHubPanel[];
  copy: typeof docsHubCopy;
}) {
  return (
    <>
      <StaticPageHero page={page} />
      <section className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">
        <DocsHubBrowser panels={panels} copy={copy} />
        <QuickStartCallout copy={copy.quickStart} />
      </section>
    </>
  );
}
