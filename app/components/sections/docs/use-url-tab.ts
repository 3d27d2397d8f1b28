import { useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page, true right after. The prerendered HTML always
 * shows the default tab, so the URL's tab is applied only once hydration has matched that markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The selected tab, kept in the URL as `?tab=` (replacing the history entry, keeping the scroll
 * position). The default tab leaves the URL clean; an unknown value falls back to it. The third
 * value says whether the page has hydrated (the URL's tab applies from then on).
 */
export function useUrlTab(values: readonly string[], fallback: string) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const requested = params.get("tab") ?? "";
  const tab = hydrated && values.includes(requested) ? requested : fallback;
  const setTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [tab, setTab, hydrated] as const;
}
