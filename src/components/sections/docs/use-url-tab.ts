import { useHydrated } from "../../../hooks/use-hydrated";
import { useSearchParams } from "../../../hooks/use-search-params";

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
    setParams((current) => {
      if (value === fallback) current.delete("tab");
      else current.set("tab", value);
      return current;
    });
  return [tab, setTab, hydrated] as const;
}
