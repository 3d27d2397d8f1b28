import { useRef, type ReactNode } from "react";
import { useShowOnly } from "../../hooks/use-show-only";
import { useUrlParam } from "../../hooks/use-url-param";
import { filterEntries, paginate, type ListEntry } from "../../lib/filter-list";
import { fill, fillCounted, type CountedPhrase } from "../../shared/fill";
import { Button } from "./button";
import { Card } from "./card";
import { Pagination, type PaginationCopy } from "./pagination";
import { SearchField } from "./search-field";
import { Section } from "./section";
import { Tabs, TabsList, TabsPanel, TabsTrigger } from "./tabs";
import { slugify } from "../../lib/slug";

/** An entry of the list; `featured` marks one shown in the featured slot, not under the facet. */
export interface FilterableEntry extends ListEntry {
  featured?: boolean;
  /** With `facet.panels`: the facet value whose panel the entry sits in. */
  panel?: string;
}

/**
 * A list's facet, declared as data in src/content: its address parameter, its accessible name,
 * how it is drawn and its values, the first of them the default.
 * - `tabs`: a tab list over the list (`Tabs`); a search sets it aside. The first value shows every
 *   entry; each other one the entries filed under it (`groups`).
 * - `tabs` with `panels`: each value is a panel of its own (the slot `panelSlot(index)`), and an
 *   entry sits in one (`panel`): the tab chooses the panel rather than filtering.
 * - `chips`: toggle buttons (`aria-pressed`) that combine with the search.
 */
export interface ListFacet {
  param: string;
  label: string;
  as: "tabs" | "chips";
  panels?: boolean;
  options: readonly { value: string; label: string }[];
}

/** The list's copy, from src/content; each part is there only for a list that has it. */
export interface FilterableListCopy {
  /** The section's accessible name, when its heading does not give it. */
  label?: string;
  /** The section's h2: its title, the title while searching, and whether only screen readers see it. */
  heading?: { title: string; searching?: string; hidden?: boolean };
  search?: {
    label: string;
    placeholder: string;
    showLabel?: boolean;
    /** Shown inside the field: before typing, and once there is text. */
    hint?: { empty: string; filled: string };
  };
  /** The count line while searching: "{count} articles found". */
  found?: CountedPhrase;
  /** The count line at all times: "Showing {count} of {total} integrations". */
  showing?: `${string}{count}${string}{total}${string}`;
  /** When no entry matches the search or the chips; `clear` adds a button that clears the search. */
  empty?: { title: string; hint: string; clear?: string };
  /** When a tab has no entry: "No {tab} articles yet". */
  emptyTab?: `${string}{tab}${string}`;
  pagination?: PaginationCopy;
}

/** The Section the list is drawn in (its id, width and spacing). */
export interface FilterableListLayout {
  id?: string;
  width?: "page" | "wide" | "content";
  spacing?: "lg" | "xl";
}

/** The name of the slot that carries the panel of the facet's value at `index`. */
export const panelSlot = (index: number) => `panel${index}` as const;

/**
 * The one filterable list of the site (blog, docs hub, integrations, careers): an island around
 * build-time HTML, which it only shows and hides. The entries' HTML (`children`, or one slot per
 * panel) marks each entry with `data-item="<key>"`; `entries` holds what the filters read of
 * them. It draws, as the list declares: the search, the facet (tabs or chips), the result count
 * line, the empty state and the pages; the search, the facet and the page live in the address
 * (`?q=`, `?<facet.param>=`, `?page=`) so a view can be linked.
 *
 * The build-time HTML is the default view and must show the same entries; without scripting the
 * search and the facet, which could do nothing, hide (`noscript:`), and every entry and panel shows.
 */
export function FilterableList({
  entries,
  facet,
  copy,
  layout = {},
  pageSize,
  featured,
  children,
  ...slots
}: {
  entries: readonly FilterableEntry[];
  facet?: ListFacet;
  copy: FilterableListCopy;
  layout?: FilterableListLayout;
  /** Entries per page when not searching (`?page=`). */
  pageSize?: number;
  /** Shown above the section until a search replaces it (the blog's featured post). */
  featured?: ReactNode;
  children?: ReactNode;
} & Partial<Record<ReturnType<typeof panelSlot>, ReactNode>>) {
  const values = facet?.options.map((option) => option.value) ?? [];
  const all = values[0] ?? "";
  const [query, setQuery] = useUrlParam("q");
  const [group, setGroup] = useUrlParam(facet?.param ?? "", { fallback: all, values });
  const [page, setPage] = useUrlParam("page", { fallback: "1" });
  const searchRef = useRef<HTMLInputElement>(null);
  const itemsRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Ids from the list's data, never React's: Ask Automatica cites the heading and the panels as
  // page#anchor, which must hold from one build to the next.
  const id = layout.id ?? slugify(copy.heading?.title ?? copy.label ?? facet?.label ?? "list");
  const headingId = `${id}-title`;

  const searching = Boolean(copy.search) && query.trim() !== "";
  const panels = facet?.panels === true;
  const tabs = facet?.as === "tabs";
  // Tabs give way to a search; chips combine with it.
  const chosen = (tabs && searching) || panels ? all : group;
  const matching = filterEntries(
    searching || !tabs ? entries : entries.filter((entry) => !entry.featured),
    { group: chosen, all, query: searching || !tabs ? query : "" },
  );
  const listed =
    pageSize && !searching
      ? paginate(matching, Number(page), pageSize)
      : { items: matching, page: 1, pageCount: 1 };
  const shown = listed.items;
  useShowOnly(
    itemsRef,
    "data-item",
    shown.map((entry) => entry.key),
  );

  const clear = () => {
    setQuery("");
    searchRef.current?.focus();
  };
  const choose = (next: string) => {
    setGroup(next);
    setPage("1");
  };
  const showPage = (next: number) => {
    setPage(String(next));
    headingRef.current?.scrollIntoView();
  };
  const tabLabel = facet?.options.find((option) => option.value === group)?.label ?? group;

  const count =
    searching && copy.found
      ? fillCounted(copy.found, shown.length)
      : copy.showing
        ? fill<string>(copy.showing, { count: shown.length, total: entries.length })
        : "";
  const empty =
    shown.length > 0 ? null : searching || facet?.as === "chips" ? (
      copy.empty ? (
        <Card tone="dashed" padding="empty" className="mt-4">
          <p className="text-lg font-semibold text-ink">{copy.empty.title}</p>
          <p className="mt-2 text-ink-muted">{copy.empty.hint}</p>
          {copy.empty.clear && searching ? (
            <Button variant="outline" className="mt-6" onClick={clear}>
              {copy.empty.clear}
            </Button>
          ) : null}
        </Card>
      ) : null
    ) : copy.emptyTab ? (
      <Card as="p" tone="dashed" padding="empty" className="text-ink-muted">
        {fill<string>(copy.emptyTab, { tab: tabLabel })}
      </Card>
    ) : null;

  const items = panels ? (
    facet.options.map((option, index) => (
      <TabsPanel
        key={option.value}
        value={option.value}
        shown={searching ? shown.some((entry) => entry.panel === option.value) : undefined}
        className="mt-4"
      >
        {slots[panelSlot(index)]}
      </TabsPanel>
    ))
  ) : (
    <div ref={itemsRef}>{children}</div>
  );

  const body = (
    <>
      {count || copy.found ? (
        <p
          role="status"
          className="mt-4 min-h-5 text-center text-sm text-ink-muted noscript:hidden"
        >
          {count}
        </p>
      ) : null}
      {tabs && !panels ? (
        <TabsPanel className="mt-4">
          {items}
          {empty}
        </TabsPanel>
      ) : (
        <>
          {panels ? <div ref={itemsRef}>{items}</div> : <div className="mt-4">{items}</div>}
          {empty}
        </>
      )}
      {searching || !pageSize ? null : (
        <Pagination
          page={listed.page}
          pageCount={listed.pageCount}
          onPageChange={showPage}
          copy={copy.pagination}
        />
      )}
    </>
  );

  return (
    <div className="group/list" data-mode={searching ? "search" : "browse"}>
      {copy.search ? (
        <div role="search" className="mx-auto max-w-xl px-4 pb-10 sm:px-6 noscript:hidden">
          <SearchField
            id={`${id}-search`}
            label={copy.search.label}
            showLabel={copy.search.showLabel}
            placeholder={copy.search.placeholder}
            hint={copy.search.hint && (query ? copy.search.hint.filled : copy.search.hint.empty)}
            value={query}
            onValueChange={setQuery}
            inputRef={searchRef}
          />
        </div>
      ) : null}
      {featured ? <div hidden={searching}>{featured}</div> : null}
      <Section
        id={layout.id}
        width={layout.width}
        spacing={layout.spacing}
        aria-label={copy.label}
        labelledBy={copy.label ? undefined : copy.heading ? headingId : undefined}
      >
        {copy.heading ? (
          <h2
            id={headingId}
            ref={headingRef}
            className={
              copy.heading.hidden
                ? "sr-only"
                : "scroll-mt-28 text-center text-3xl font-bold tracking-tight text-ink sm:text-4xl"
            }
          >
            {searching ? (copy.heading.searching ?? copy.heading.title) : copy.heading.title}
          </h2>
        ) : null}
        {facet?.as === "chips" ? (
          <div
            role="group"
            aria-label={facet.label}
            className="mt-2 flex flex-wrap justify-center gap-2 noscript:hidden"
          >
            {facet.options.map((option) => (
              <Button
                key={option.value}
                variant="chip"
                size="sm"
                aria-pressed={option.value === group}
                onClick={() => choose(option.value)}
              >
                {option.label}
              </Button>
            ))}
          </div>
        ) : null}
        {tabs ? (
          <Tabs id={id} value={group} onValueChange={choose} inactive={searching}>
            <div className="mt-6 flex justify-center noscript:hidden">
              <TabsList aria-label={facet.label}>
                {facet.options.map((option) => (
                  <TabsTrigger key={option.value} value={option.value}>
                    {option.label}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            {body}
          </Tabs>
        ) : (
          body
        )}
      </Section>
    </div>
  );
}
