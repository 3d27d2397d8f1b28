import { useRef, type ReactNode } from "react";
import type { integrationsCopy } from "../../../content/integrations";
import { useShowOnly } from "../../../hooks/use-show-only";
import { useUrlParam } from "../../../hooks/use-url-param";
import {
  ALL_CATEGORIES,
  filterIntegrations,
  type Filterable,
} from "../../../lib/filter-integrations";
import { cn } from "../../../lib/utils";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";
import { SearchField } from "../../ui/search-field";

/** The catalogue's copy (its closing call to action is a static section of the page). */
export type CatalogueCopy = Omit<typeof integrationsCopy, "cta">;

/**
 * Search box, category chips and the count, an island around the static grid of every card
 * (`children`, IntegrationGrid), which it only shows and hides; `integrations` holds what it needs
 * to choose them. The filter lives in the URL (`?q=` and `?category=`) so a view can be linked. The
 * build-time HTML lists every integration, unfiltered; without scripting the search box and the
 * category chips, which could do nothing, hide (`noscript:`).
 */
export function IntegrationsCatalogue({
  integrations,
  categories,
  copy,
  children,
}: {
  integrations: (Filterable & { slug: string })[];
  /** The categories at least one integration belongs to, in order (lib/filter-integrations). */
  categories: string[];
  copy: CatalogueCopy;
  children: ReactNode;
}) {
  // The build-time HTML is unfiltered; the URL's filter applies once hydrated.
  const [search, setSearch] = useUrlParam("q");
  const [category, setCategory] = useUrlParam("category", {
    fallback: ALL_CATEGORIES,
    values: categories,
  });
  const shown = filterIntegrations(integrations, category, search);
  const gridRef = useRef<HTMLDivElement>(null);
  useShowOnly(
    gridRef,
    "data-integration",
    shown.map((integration) => integration.slug),
  );

  return (
    <Section aria-label={copy.label}>
      <div role="search" className="mx-auto max-w-2xl noscript:hidden">
        <SearchField
          id="integration-search"
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          hint={search ? copy.hintFilled : copy.hintEmpty}
          value={search}
          onValueChange={setSearch}
        />
      </div>

      <div
        role="group"
        aria-label={copy.categoriesLabel}
        className="mt-8 flex flex-wrap justify-center gap-2 noscript:hidden"
      >
        {[ALL_CATEGORIES, ...categories].map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={name === category}
            onClick={() => setCategory(name)}
            className={cn(
              "rounded-full border px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2",
              name === category
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-line-strong bg-surface text-ink-soft hover:border-brand-400 hover:text-accent",
            )}
          >
            {name}
          </button>
        ))}
      </div>

      <h2 className="sr-only">{copy.gridHeading}</h2>
      <p role="status" className="mt-8 text-center text-sm text-ink-muted">
        {copy.resultCount
          .replace("{count}", String(shown.length))
          .replace("{total}", String(integrations.length))}
      </p>

      <div ref={gridRef} hidden={shown.length === 0}>
        {children}
      </div>
      {shown.length > 0 ? null : (
        <Card tone="dashed" padding="empty" className="mt-10">
          <p className="text-lg font-semibold text-ink">{copy.emptyTitle}</p>
          <p className="mt-2 text-ink-muted">{copy.emptyHint}</p>
        </Card>
      )}
    </Section>
  );
}
