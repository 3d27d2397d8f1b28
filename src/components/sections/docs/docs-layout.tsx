import { Icon } from "../../ui/icon";
import type { ReactNode } from "react";
import type { docsLayoutCopy } from "../../../content/docs-hub";
import type { DocsLayoutData, DocsPageSummary } from "../../../lib/docs";
import type { Heading } from "../../../lib/markdown";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { Section } from "../../ui/section";
import { DocsPager } from "./docs-pager";
import { DocsSidebar } from "./docs-sidebar";
import { DocsToc } from "./docs-toc";

const summaryClass =
  "flex cursor-pointer list-none items-center justify-between rounded-xl border border-line bg-surface px-4 py-3 text-sm font-semibold text-ink shadow-sm [&::-webkit-details-marker]:hidden";

/**
 * The layout of every docs sub-page: sidebar of all pages (a "Docs menu" disclosure on small
 * screens), breadcrumbs, the build-time rendered body (`children`), an on-this-page table of
 * contents of its h2 and h3 headings, and previous / next links. The navigation is left out of the
 * site search (`data-pagefind-ignore`), so a result's excerpt is the page's own text.
 */
export function DocsLayout({
  page,
  headings: allHeadings,
  layout,
  copy,
  children,
}: {
  page: DocsPageSummary;
  headings: Heading[];
  layout: DocsLayoutData;
  copy: typeof docsLayoutCopy;
  children: ReactNode;
}) {
  const headings = allHeadings.filter((heading) => heading.depth === 2 || heading.depth === 3);
  return (
    <Section
      as="div"
      top="docs"
      spacing="xl"
      containerClassName="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 xl:grid-cols-[15rem_minmax(0,1fr)_13rem]"
    >
      {/* The sidebar is a panel as tall as the viewport below the header at most (it starts where
          the content starts, so it fits before and after the page scrolls); longer lists scroll
          inside it, with a visible scrollbar and a shadow where more links are hidden. */}
      <aside className="hidden lg:block" data-pagefind-ignore>
        <div className="scroll-hint sticky top-32 max-h-[calc(100dvh-9rem)] overflow-y-auto rounded-2xl border border-line p-3 shadow-sm">
          <DocsSidebar groups={layout.sidebar} current={page.path} label={copy.sidebarLabel} />
        </div>
      </aside>

      <div className="min-w-0">
        <Breadcrumbs
          trail={layout.breadcrumbs.map((crumb) => ({ name: crumb.title, path: crumb.path }))}
        />
        <details className="group mt-4 lg:hidden" data-pagefind-ignore>
          <summary className={summaryClass}>
            {copy.mobileMenu}
            <Icon
              name="chevron-down"
              className="size-4 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="mt-2 rounded-xl border border-line bg-surface p-3 shadow-sm">
            <DocsSidebar groups={layout.sidebar} current={page.path} label={copy.sidebarLabel} />
          </div>
        </details>

        <header className="mt-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">
            {layout.sectionLabel}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {page.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-ink-muted">{page.description}</p>
          {page.level || page.minutes ? (
            <p className="mt-4 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
              {page.level ? (
                <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent ring-1 ring-inset ring-brand-200 dark:ring-brand-400/40">
                  <span className="sr-only">{copy.level}: </span>
                  {page.level}
                </span>
              ) : null}
              {page.minutes ? (
                <span className="inline-flex items-center gap-1">
                  <Icon name="clock" className="size-4" />
                  {page.minutes} {copy.readingTime}
                </span>
              ) : null}
            </p>
          ) : null}
        </header>

        {headings.length > 0 ? (
          <details className="group mt-8 xl:hidden" data-pagefind-ignore>
            <summary className={summaryClass}>
              {copy.tocLabel}
              <Icon
                name="chevron-down"
                className="size-4 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="mt-2 rounded-xl border border-line bg-surface p-4 shadow-sm">
              <DocsToc headings={headings} label={copy.tocLabel} />
            </div>
          </details>
        ) : null}

        <div className="mt-10">{children}</div>

        <DocsPager
          prev={layout.prev}
          next={layout.next}
          copy={{ label: copy.pagerLabel, previous: copy.previous, next: copy.next }}
        />
      </div>

      {headings.length > 0 ? (
        <aside className="hidden xl:block" data-pagefind-ignore>
          <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto pb-8">
            <p className="mb-3 text-xs font-semibold uppercase tracking-wider text-ink-muted">
              {copy.tocLabel}
            </p>
            <DocsToc headings={headings} label={copy.tocLabel} />
          </div>
        </aside>
      ) : null}
    </Section>
  );
}
