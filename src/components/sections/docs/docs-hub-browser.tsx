import { Search } from "lucide-react";
import { useId, useState } from "react";
import type { docsHubCopy, DocsHubTab } from "../../../content/docs-hub";
import type { DocsCard } from "../../../lib/docs";
import { filterCards } from "../../../lib/docs-search";
import { DocsCardGrid } from "./docs-card-grid";
import { UrlTabPanels } from "./url-tab-panels";

export interface DocsHubPanel extends Omit<DocsHubTab, "paths"> {
  cards: DocsCard[];
}

/**
 * The docs hub's island: a search over every card, and five tabs kept in the URL (?tab=). Every
 * panel is in the prerendered HTML: until the island has hydrated (and without JavaScript) they all
 * show, one after the other, with their headings.
 */
export function DocsHubBrowser({
  panels,
  copy,
}: {
  panels: DocsHubPanel[];
  copy: typeof docsHubCopy;
}) {
  const [query, setQuery] = useState("");
  const searchId = useId();
  const searching = query.trim() !== "";
  const results = panels
    .map((panel) => ({ ...panel, cards: filterCards(panel.cards, query) }))
    .filter((panel) => panel.cards.length > 0);
  const count = results.reduce((total, panel) => total + panel.cards.length, 0);

  return (
    <div>
      <div role="search" className="mx-auto hidden max-w-xl in-[.js]:block">
        <label htmlFor={searchId} className="mb-2 block text-sm font-semibold text-slate-900">
          {copy.searchLabel}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") setQuery("");
            }}
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            className="w-full rounded-full border border-slate-300 bg-white py-3 pl-11 pr-4 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40"
          />
        </div>
        <p className="sr-only" role="status">
          {searching ? `${count} ${count === 1 ? "page" : "pages"} found` : ""}
        </p>
      </div>

      {searching ? (
        <div className="mt-10">
          {results.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white/80 p-10 text-center">
              <p className="text-lg font-semibold text-slate-900">{copy.emptyTitle}</p>
              <p className="mt-2 text-slate-600">{copy.emptyHint}</p>
              <button
                type="button"
                onClick={() => setQuery("")}
                className="mt-6 rounded-full border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-800 hover:border-brand-400 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                {copy.clear}
              </button>
            </div>
          ) : (
            results.map((panel) => (
              <section key={panel.value} className="mt-8 first:mt-0">
                <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-brand-700">
                  {panel.heading}
                </h2>
                <DocsCardGrid cards={panel.cards} />
              </section>
            ))
          )}
        </div>
      ) : (
        <UrlTabPanels
          idPrefix="docs"
          label={copy.tabsLabel}
          className="mt-10"
          panels={panels.map((panel) => ({
            value: panel.value,
            label: panel.label,
            heading: panel.heading,
            content: (
              <>
                <p className="mb-6 mt-2 text-slate-600 in-[.js]:mt-0 in-[.js]:text-center">
                  {panel.intro}
                </p>
                <DocsCardGrid cards={panel.cards} />
                {panel.more ? (
                  <p className="mt-6 text-center">
                    <a
                      href={panel.more.href}
                      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                    >
                      {panel.more.label}
                    </a>
                  </p>
                ) : null}
              </>
            ),
          }))}
        />
      )}
    </div>
  );
}
