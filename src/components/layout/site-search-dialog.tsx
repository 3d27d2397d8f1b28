import { Icon } from "../ui/icon";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useState, type KeyboardEvent, type RefObject } from "react";
import { siteSearchCopy as copy } from "../../content/site-search";
import { useSearch, type SearchState } from "../../hooks/use-search";
import { openAssistant } from "../../lib/open-assistant";
import { loadPagefind, searchPages } from "../../lib/pagefind";
import { groupBySection, type SearchGroup, type SearchHit } from "../../lib/search";
import { cn } from "../../lib/utils";
import { fill, fillCounted } from "../../shared/fill";
import { SearchExcerpt } from "./search-excerpt";

const MAX_RESULTS = 12;
const LISTBOX_ID = "site-search-results";
const optionId = (index: number) => `site-search-option-${index}`;

// This module loads only when search is first wanted (its island hydrates on the button's first
// click, or Ctrl+K): start fetching the index at once. A failure shows on search.
loadPagefind().catch(() => undefined);

type Hit = SearchHit & { index: number };
interface SiteResults {
  groups: SearchGroup<Hit>[];
  hits: Hit[];
}

async function searchSite(query: string): Promise<SiteResults | null> {
  const ranked = await searchPages(query, { limit: MAX_RESULTS });
  if (!ranked) return null;
  let index = 0;
  const groups = groupBySection(ranked).map((group) => ({
    ...group,
    hits: group.hits.map((hit) => ({ ...hit, index: index++ })),
  }));
  return { groups, hits: groups.flatMap((group) => group.hits) };
}

/** The search dialog: a combobox over Pagefind results grouped by section. */
export function SiteSearchDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
          }}
          className="fixed inset-x-3 top-3 z-50 mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-2xl flex-col overflow-hidden rounded-2xl bg-surface shadow-2xl ring-1 ring-slate-900/10 dark:ring-white/10 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:top-[12vh] sm:max-h-[76vh]"
        >
          <DialogPrimitive.Title className="sr-only">{copy.label}</DialogPrimitive.Title>
          {/* Mounted only while open, so every opening starts with an empty search. */}
          <SearchPanel
            onClose={() => onOpenChange(false)}
            onAsk={(query) => {
              // Search closes, then the assistant opens and asks; closing it returns focus to
              // what had it before search opened.
              onOpenChange(false);
              requestAnimationFrame(() => {
                returnFocusTo.current?.focus();
                openAssistant(query);
              });
            }}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function SearchPanel({ onClose, onAsk }: { onClose: () => void; onAsk: (query: string) => void }) {
  const [active, setActive] = useState(0);
  // While a search runs, the previous results stay on screen (no flicker between keystrokes).
  const {
    query,
    state,
    pending,
    change: onQueryChange,
  } = useSearch(searchSite, { onResult: () => setActive(0) });

  const hits = state.status === "done" ? state.result.hits : [];
  // The last option asks Ask Automatica about what was typed, results or not.
  const asking = query.trim();
  const askIndex = hits.length;
  const count = hits.length + (asking ? 1 : 0);
  const expanded = count > 0;

  const open = (hit: Hit) => {
    onClose();
    window.location.assign(hit.url);
  };

  const moveTo = (index: number) => {
    setActive(index);
    document.getElementById(optionId(index))?.scrollIntoView({ block: "nearest" });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    const last = count - 1;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      moveTo(active >= last ? 0 : active + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      moveTo(active <= 0 ? last : active - 1);
    } else if (event.key === "Enter" && hits[active]) {
      event.preventDefault();
      open(hits[active]);
    } else if (event.key === "Enter" && active === askIndex && asking) {
      event.preventDefault();
      onAsk(asking);
    }
  };

  return (
    <>
      <div className="flex items-center gap-3 border-b border-line px-4">
        <Icon name="search" className="size-5 shrink-0 text-ink-muted" />
        <input
          type="text"
          role="combobox"
          aria-label={copy.label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={LISTBOX_ID}
          aria-activedescendant={expanded ? optionId(active) : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={copy.placeholder}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-ink-muted"
        />
        {pending ? (
          <Icon
            name="loader"
            className="size-5 shrink-0 text-brand-600 dark:text-brand-400 motion-safe:animate-spin"
          />
        ) : null}
        <DialogPrimitive.Close className="shrink-0 rounded-md border border-line-strong px-2 py-1 text-xs font-semibold text-ink-soft hover:bg-sunken focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          {copy.close}
          <span className="sr-only">{copy.closeLabel}</span>
        </DialogPrimitive.Close>
      </div>

      <div
        role="listbox"
        id={LISTBOX_ID}
        aria-label={copy.results}
        hidden={!expanded}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2"
      >
        {state.status === "done"
          ? state.result.groups.map((group) => (
              <div role="group" aria-label={group.section} key={group.section} className="pb-2">
                <div
                  aria-hidden="true"
                  className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-ink-muted"
                >
                  {group.section}
                </div>
                {group.hits.map((hit) => (
                  // Keyboard users drive the options from the combobox (aria-activedescendant);
                  // the pointer picks one directly. Pressing keeps focus in the input. An option is
                  // named by its content, title first: its name holds all the text it shows
                  // (WCAG 2.5.3, label in name).
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <div
                    key={hit.url}
                    role="option"
                    id={optionId(hit.index)}
                    tabIndex={-1}
                    aria-selected={hit.index === active}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => hit.index !== active && setActive(hit.index)}
                    onClick={() => open(hit)}
                    className={cn(
                      "cursor-pointer rounded-xl px-3 py-2.5",
                      hit.index === active
                        ? "bg-accent-soft ring-1 ring-brand-200 dark:ring-brand-400/40"
                        : "",
                    )}
                  >
                    <span className="block font-semibold text-ink">{hit.title}</span>
                    <span className="mt-0.5 line-clamp-2 block text-sm leading-relaxed text-ink-muted">
                      <SearchExcerpt excerpt={hit.excerpt} />
                    </span>
                    <span
                      aria-hidden="true"
                      className="mt-0.5 block truncate text-xs text-ink-muted"
                    >
                      {hit.url}
                    </span>
                  </div>
                ))}
              </div>
            ))
          : null}
        {asking ? (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            role="option"
            id={optionId(askIndex)}
            tabIndex={-1}
            aria-selected={active === askIndex}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => active !== askIndex && setActive(askIndex)}
            onClick={() => onAsk(asking)}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-xl border-t border-line px-3 py-3 font-semibold text-accent",
              active === askIndex
                ? "bg-accent-soft ring-1 ring-brand-200 dark:ring-brand-400/40"
                : "",
            )}
          >
            <Icon name="sparkles" className="size-5 shrink-0" />
            <span className="min-w-0 break-words">{fill(copy.askAbout, { query: asking })}</span>
          </div>
        ) : null}
      </div>

      <p
        role="status"
        className={cn("px-5 py-6 text-center text-sm text-ink-muted", hits.length && "sr-only")}
      >
        {pending && !hits.length ? copy.searching : <StatusMessage state={state} />}
      </p>

      <p
        aria-hidden="true"
        className="hidden gap-4 border-t border-line bg-sunken px-4 py-2 text-xs text-ink-muted sm:flex"
      >
        <span>
          <Kbd>↑</Kbd> <Kbd>↓</Kbd> {copy.keys.move}
        </span>
        <span>
          <Kbd>{copy.keys.enter}</Kbd> {copy.keys.open}
        </span>
        <span>
          <Kbd>{copy.keys.escape}</Kbd> {copy.keys.close}
        </span>
      </p>
    </>
  );
}

function StatusMessage({ state }: { state: SearchState<SiteResults> }) {
  switch (state.status) {
    case "idle":
      return copy.idle;
    case "error":
      return copy.error;
    case "done": {
      const count = state.result.hits.length;
      return count === 0
        ? fill(copy.none, { query: state.query })
        : fillCounted(copy.found, count, { query: state.query });
    }
  }
}

function Kbd({ children }: { children: string }) {
  return (
    <kbd className="rounded border border-line-strong bg-surface px-1.5 py-0.5 font-sans text-[11px] font-semibold text-ink-soft">
      {children}
    </kbd>
  );
}
