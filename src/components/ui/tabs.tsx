import { createContext, use, useId, useRef, type ComponentProps, type KeyboardEvent } from "react";
import { cn } from "../../lib/utils";

/**
 * The site's one tabs: WAI-ARIA tabs (tablist / tab) with automatic activation: arrow keys, Home and
 * End move between tabs and select them. Controlled: the caller owns `value` (from the URL,
 * hooks/use-url-param.ts). The caller renders the panels (`role="tabpanel"`, labelled by the tab's
 * `id`): they are build-time HTML an island shows and hides, and without scripting every panel
 * shows under its heading (`noscript:`). Hand-written rather than Radix Tabs, which would add about
 * 8.6 KB gzip to every page with tabs (/blog would pass its 80 KB budget).
 */
interface TabsContextValue {
  value: string;
  onValueChange: (value: string) => void;
  baseId: string;
}
const TabsContext = createContext<TabsContextValue | null>(null);
function useTabs() {
  const context = use(TabsContext);
  if (!context) throw new Error("Tabs parts must be inside <Tabs>");
  return context;
}
const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({
  value,
  onValueChange,
  className,
  ...props
}: ComponentProps<"div"> & { value: string; onValueChange: (value: string) => void }) {
  const baseId = useId();
  return (
    <TabsContext value={{ value, onValueChange, baseId }}>
      <div className={className} {...props} />
    </TabsContext>
  );
}

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  const { onValueChange } = useTabs();
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
      onKeyDown={onKeyDown}
      data-pagefind-ignore
      className={cn(
        "inline-flex flex-wrap items-center gap-1 rounded-full bg-slate-100 p-1 dark:bg-slate-900 dark:ring-1 dark:ring-line",
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
}: ComponentProps<"button"> & { value: string }) {
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
