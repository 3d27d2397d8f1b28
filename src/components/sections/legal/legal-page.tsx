import type { ReactNode } from "react";
import type { PageInfo } from "../../../content/pages";
import type { Heading } from "../../../lib/markdown";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";
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
        <Section as="div" width="wide" spacing="sm">
          <LegalHighlights highlights={highlights} />
        </Section>
      ) : null}
      <Section
        as="div"
        width="wide"
        spacing="xl"
        containerClassName="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-10"
      >
        <aside className="mb-8 lg:sticky lg:top-28 lg:mb-0">
          <LegalToc entries={toc} />
        </aside>
        <div className="min-w-0 space-y-8">
          {before}
          <Card as="article" radius="lg" padding="xl" className="prose-content">
            {children}
          </Card>
        </div>
      </Section>
    </>
  );
}
