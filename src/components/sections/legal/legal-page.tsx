import type { ReactNode } from "react";
import type { PageInfo } from "../../../content/pages";
import { PageHero } from "../page-hero";
import { LastUpdated } from "./last-updated";

export interface LegalPageData {
  page: Pick<PageInfo, "title" | "highlight" | "description">;
  document: {
    html: string;
    tocHtml: string;
    highlightsHtml: string;
    lastUpdated: { text: string; iso: string } | null;
  };
}

/**
 * A policy page: title block with its "Last updated" date, optional key points, a table of contents
 * and the text. Everything below the title is HTML rendered at build time (lib/legal.server.ts), so
 * the page reads without JavaScript and ships almost none. `before` goes above the text.
 */
export function LegalPage({ page, document, before }: LegalPageData & { before?: ReactNode }) {
  return (
    <>
      <PageHero title={page.title} highlight={page.highlight} description={page.description}>
        {document.lastUpdated ? <LastUpdated {...document.lastUpdated} /> : null}
      </PageHero>
      {document.highlightsHtml ? (
        <div
          className="mx-auto mb-12 max-w-6xl px-4 sm:px-6"
          dangerouslySetInnerHTML={{ __html: document.highlightsHtml }}
        />
      ) : null}
      <div className="mx-auto max-w-6xl px-4 pb-24 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-10">
        <aside
          className="mb-8 lg:sticky lg:top-28 lg:mb-0"
          dangerouslySetInnerHTML={{ __html: document.tocHtml }}
        />
        <div className="min-w-0 space-y-8">
          {before}
          <article
            className="prose-content rounded-3xl border border-slate-200 bg-white/95 p-5 shadow-sm sm:p-10"
            dangerouslySetInnerHTML={{ __html: document.html }}
          />
        </div>
      </div>
    </>
  );
}
