import { useId, useRef, type ReactNode } from "react";
import type { docsHubCopy } from "../../../content/docs-hub";
import { useShowOnly } from "../../../hooks/use-show-only";
import { useUrlParam } from "../../../hooks/use-url-param";
import { matchesQuery } from "../../../lib/match-query";
import { SearchField } from "../../ui/search-field";
import { Tabs, TabsList, TabsTrigger } from "../../ui/tabs";
import { Card } from "../../ui/card";

/** What the island needs of a panel: its tab, and its cards' paths and searchable text. */
export interface DocsHubBrowserPanel {
  value: string;
  label: string;
  cards: { path: string; title: string; description: string }[];
}

/**
 * The docs hub's island, around the static panels (`children`, DocsHubPanels): a search over every
 * card and tabs, both kept in the URL (`?q=`, `?tab=`). It only shows and hides the panels (`data-panel`) and
 * cards (`data-card`), and marks its wrapper `data-mode` ("tabs" or "search") for their styles.
 * The build-time HTML shows the first tab's panel; without scripting every panel shows and the
 * search and the tabs hide (`noscript:`).
 */
export function DocsHubBrowser({
  panels,
  copy,
  children,
}: {
  panels: DocsHubBrowserPanel[];
  copy: typeof docsHubCopy;
  children: ReactNode;
}) {
  const values = panels.map((panel) => panel.value);
  const [query, setQuery] = useUrlParam("q");
  const [tab, setTab] = useUrlParam("tab", { fallback: values[0] ?? "", values });
  const searchId = useId();
  const panelsRef = useRef<HTMLDivElement>(null);
  const searching = query.trim() !== "";
  const results = panels
    .map((panel) => ({
      value: panel.value,
      cards: panel.cards.filter((card) => matchesQuery(query, [card.title, card.description])),
    }))
    .filter((panel) => panel.cards.length > 0);
  const count = results.reduce((total, panel) => total + panel.cards.length, 0);

  const shownPanels = searching ? results.map((p) => p.value) : [tab];
  const shownCards = (searching ? results : panels).flatMap((p) => p.cards.map((c) => c.path));
  useShowOnly(panelsRef, "data-panel", shownPanels);
  useShowOnly(panelsRef, "data-card", shownCards);

  return (
    <div className="group/hub" data-mode={searching ? "search" : "tabs"}>
      <div role="search" className="mx-auto max-w-xl noscript:hidden">
        <SearchField
          id={searchId}
          label={copy.searchLabel}
          showLabel
          placeholder={copy.searchPlaceholder}
          value={query}
          onValueChange={setQuery}
        />
        <p className="sr-only" role="status">
          {searching
            ? (count === 1 ? copy.found.one : copy.found.other).replace("{count}", String(count))
            : ""}
        </p>
      </div>

      <Tabs value={tab} onValueChange={setTab} className="mt-10">
        {/* Hidden, not removed, while searching: the panels stay labelled by their tabs. */}
        <div hidden={searching} className="flex justify-center noscript:hidden">
          <TabsList aria-label={copy.tabsLabel}>
            {panels.map((panel) => (
              <TabsTrigger
                key={panel.value}
                value={panel.value}
                id={`docs-tab-${panel.value}`}
                aria-controls={`docs-panel-${panel.value}`}
              >
                {panel.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <div ref={panelsRef}>{children}</div>
        {searching && results.length === 0 ? (
          <Card tone="dashed" padding="empty">
            <p className="text-lg font-semibold text-ink">{copy.emptyTitle}</p>
            <p className="mt-2 text-ink-muted">{copy.emptyHint}</p>
            <button
              type="button"
              onClick={() => setQuery("")}
              className="mt-6 rounded-full border border-line-strong bg-surface px-5 py-2 text-sm font-semibold text-ink hover:border-brand-400 hover:text-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              {copy.clear}
            </button>
          </Card>
        ) : null}
      </Tabs>
    </div>
  );
}
