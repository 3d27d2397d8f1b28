import { createContext, use, useRef, type ComponentProps, type KeyboardEvent } from "react";
import { slugify } from "../../lib/slug";
import { cn } from "../../lib/utils";

/**
 * The site's one tabs: the WAI-ARIA tabs pattern with automatic activation (arrow keys, Home and
 * End move between tabs and select them; the tab list is one Tab stop, the panel the next).
 * Controlled: the caller owns `value` (from the URL, hooks/use-url-param.ts). Tabs owns the ids:
 * each tab controls its panel and each panel is labelled by its tab, so no caller wires them.
 *
 * - `TabsPanel value="x"` is the panel of tab x: a list of panels, one per tab, all in the
 *   build-time HTML, the unselected ones hidden by a class.
 * - `TabsPanel` without a value is the one panel of every tab, whose content the caller changes
 *   with the selection (it takes the selected tab's panel id).
 * - `inactive` sets the tabs aside while something else chooses what shows (a search): the tab
 *   list hides and the panels are plain containers, shown as their `shown` says.
 *
 * Without scripting the tab list hides and every panel shows (`noscript:`), so the build-time HTML
 * reads as one page. Hand-written rather than Radix Tabs, which would add about 8.6 KB gzip to every
 * page with tabs (/blog would pass its 80 KB budget).
 */
interface TabsContextValue {
  value: string;
  onValueChange: (value: string) => void;
  baseId: string;
  inactive: boolean;
}
const TabsContext = createContext<TabsContextValue | null>(null);
function useTabs() {
  const context = use(TabsContext);
  if (!context) throw new Error("Tabs parts must be inside <Tabs>");
  return context;
}
// Ids from the tabs' own id and values, never React's: a link or a citation (Ask Automatica
// cites a panel as page#anchor) must point at the same panel after the next build.
const idPart = (value: string) => slugify(value) || "tab";
const tabId = (baseId: string, value: string) => `${baseId}-tab-${idPart(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${idPart(value)}`;

export function Tabs({
  id: baseId,
  value,
  onValueChange,
  inactive = false,
  className,
  ...props
}: Omit<ComponentProps<"div">, "id"> & {
  /** The tabs' ids start with it ("docs-sections" → "docs-sections-panel-guides"): a stable slug. */
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  inactive?: boolean;
}) {
  return (
    <TabsContext value={{ value, onValueChange, baseId, inactive }}>
      <div className={className} {...props} />
    </TabsContext>
  );
}

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  const { onValueChange, inactive } = useTabs();
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(
      listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [],
    );
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const next: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = tabs[next[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    target.focus();
    onValueChange(target.dataset.value ?? "");
  };
  return (
    // The tabs inside are focusable (roving tabindex); the list itself needs not be.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      ref={listRef}
      role="tablist"
      hidden={inactive}
      onKeyDown={onKeyDown}
      data-pagefind-ignore
      className={cn(
        // Hidden, not removed, while inactive; without scripting there is nothing to choose.
        "inline-flex flex-wrap items-center gap-1 rounded-full bg-slate-100 p-1 noscript:hidden dark:bg-slate-900 dark:ring-1 dark:ring-line",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  ...props
}: Omit<ComponentProps<"button">, "id" | "value"> & { value: string }) {
  const context = useTabs();
  const selected = context.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(context.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(context.baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-value={value}
      data-state={selected ? "active" : "inactive"}
      onClick={() => context.onValueChange(value)}
      className={cn(
        "rounded-full px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
        // In dark the chosen tab is lighter than its track, as in light: a raised pill, not a hole.
        selected
          ? "bg-surface text-accent shadow-sm dark:bg-slate-700 dark:text-accent-strong"
          : "text-ink-soft hover:text-ink",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab's panel (`value`), or the one panel of every tab (no `value`). `shown` overrides whether
 * it shows, for a caller that chooses while the tabs are inactive.
 */
export function TabsPanel({
  value,
  shown,
  className,
  ...props
}: Omit<ComponentProps<"div">, "id" | "role" | "hidden"> & { value?: string; shown?: boolean }) {
  const context = useTabs();
  const of = value ?? context.value;
  const visible = shown ?? of === context.value;
  return (
    <div
      {...(context.inactive
        ? {}
        : {
            role: "tabpanel",
            id: panelId(context.baseId, of),
            "aria-labelledby": tabId(context.baseId, of),
            tabIndex: 0,
          })}
      className={cn(
        "rounded-2xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-4",
        !visible && "hidden noscript:block",
        className,
      )}
      {...props}
    />
  );
}
