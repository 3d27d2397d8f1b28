import { Icon } from "../../ui/icon";
import { useState } from "react";
import type { Integration, integrationsCopy } from "../../../content/integrations";
import { useSearchParams } from "../../../hooks/use-search-params";
import { ALL_CATEGORIES, filterIntegrations } from "../../../lib/filter-integrations";
import { cn } from "../../../lib/utils";
import { IntegrationCard } from "./integration-card";

/** The catalogue's copy (its closing call to action is a static section of the page). */
export type CatalogueCopy = Omit<typeof integrationsCopy, "cta">;

/**
 * Search box, category chips and the grid, an island; the filter lives in the URL (`?q=` and
 * `?category=`) so a view can be linked. The build-time HTML lists every integration, unfiltered.
 */
export function IntegrationsCatalogue({
  integrations,
  categories,
  copy,
}: {
  integrations: Integration[];
  /** The categories at least one integration belongs to, in order (lib/filter-integrations). */
  categories: string[];
  copy: CatalogueCopy;
}) {
  // Empty while prerendering and hydrating; the URL's filter applies right after.
  const [params, setParams] = useSearchParams();
  // Typed text is held locally so the input updates synchronously; the URL follows it.
  const [typed, setTyped] = useState<string | null>(null);
  const search = typed ?? params.get("q") ?? "";
  const fromUrl = params.get("category") ?? ALL_CATEGORIES;
  const category = categories.includes(fromUrl) ? fromUrl : ALL_CATEGORIES;
  const shown = filterIntegrations(integrations, category, search);

  const update = (key: "q" | "category", value: string, empty: string) =>
    setParams((next) => {
      if (value === empty) next.delete(key);
      else next.set(key, value);
      return next;
    });
  const setSearch = (value: string) => {
    setTyped(value);
    update("q", value, "");
  };

  return (
    <section
      aria-label={copy.label}
      className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8"
    >
      <div role="search" className="mx-auto max-w-2xl">
        <label htmlFor="integration-search" className="sr-only">
          {copy.searchLabel}
        </label>
        <div className="relative">
          <Icon
            name="search"
            className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id="integration-search"
            type="search"
            value={search}
            placeholder={copy.searchPlaceholder}
            aria-describedby="integration-search-hint"
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                setSearch("");
              }
            }}
            className="h-14 w-full rounded-full border border-slate-300 bg-white pl-12 pr-32 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 [&::-webkit-search-cancel-button]:appearance-none"
          />
          <span
            id="integration-search-hint"
            className="pointer-events-none absolute right-5 top-1/2 -translate-y-1/2 text-xs font-medium text-slate-600"
          >
            {search ? copy.hintFilled : copy.hintEmpty}
          </span>
        </div>
      </div>

      <div
        role="group"
        aria-label={copy.categoriesLabel}
        className="mt-8 flex flex-wrap justify-center gap-2"
      >
        {[ALL_CATEGORIES, ...categories].map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={name === category}
            onClick={() => update("category", name, ALL_CATEGORIES)}
            className={cn(
              "rounded-full border px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2",
              name === category
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700",
            )}
          >
            {name}
          </button>
        ))}
      </div>

      <h2 className="sr-only">{copy.gridHeading}</h2>
      <p role="status" className="mt-8 text-center text-sm text-slate-600">
        {copy.resultCount
          .replace("{count}", String(shown.length))
          .replace("{total}", String(integrations.length))}
      </p>

      {shown.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((integration) => (
            <IntegrationCard
              key={integration.slug}
              integration={integration}
              categoriesLabel={copy.cardCategories}
            />
          ))}
        </ul>
      ) : (
        <div className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-white/80 p-12 text-center">
          <p className="text-lg font-semibold text-slate-900">{copy.emptyTitle}</p>
          <p className="mt-2 text-slate-600">{copy.emptyHint}</p>
        </div>
      )}
    </section>
  );
}
