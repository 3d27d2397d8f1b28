import type { ReactNode } from "react";
import type { PageInfo } from "../../../content/pages";
import type { Heading } from "../../../lib/markdown";
import { PageHero } from "../page-hero";
import { LastUpdated } from "./last-updated";
import { LegalHighlights, type Highlight } from "./legal-highlights";
import { LegalToc } from "./legal-toc";

/**
 * A policy page: title block with its "Last updated" date, optional key points, a table of contents
 * and the text (`children`, the Markdown rendered at build time). All static: the page reads without
 * JavaScript and ships none of its own. `before` goes above the text (the cookie choice).
 */
export function LegalPage({
  page,
  toc,
  highlights,
  lastUpdated,
  before,
  children,
}: {
  page: Pick<PageInfo, "title" | "highlight" | "description">;
  toc: Heading[];
  highlights: Highlight[];
  lastUpdated: { text: string; iso: string } | null;
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero title={page.title} highlight={page.highlight} description={page.description}>
        {lastUpdated ? <LastUpdated {...lastUpdated} /> : null}
      </PageHero>
      {highlights.length ? (
        <div className="mx-auto mb-12 max-w-6xl px-4 sm:px-6">
          <LegalHighlights highlights={highlights} />
        </div>
      ) : null}
      <div className="mx-auto max-w-6xl px-4 pb-24 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-10">
        <aside className="mb-8 lg:sticky lg:top-28 lg:mb-0">
          <LegalToc entries={toc} />
        </aside>
        <div className="min-w-0 space-y-8">
          {before}
          <article className="prose-content rounded-3xl border border-slate-200 bg-white/95 p-5 shadow-sm sm:p-10">
            {children}
          </article>
        </div>
      </div>
    </>
  );
}
