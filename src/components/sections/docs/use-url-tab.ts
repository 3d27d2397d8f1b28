import { useSearchParams } from "../../../hooks/use-search-params";

/**
 * The selected tab, kept in the URL as `?tab=` (replacing the history entry, keeping the scroll
 * position). The default tab leaves the URL clean; an unknown value falls back to it. The
 * build-time HTML shows the default tab; the URL's applies once the island has hydrated (at once,
 * when idle, with `client:interaction="query"`).
 */
export function useUrlTab(values: readonly string[], fallback: string) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab") ?? "";
  const tab = values.includes(requested) ? requested : fallback;
  const setTab = (value: string) =>
    setParams((current) => {
      if (value === fallback) current.delete("tab");
      else current.set("tab", value);
      return current;
    });
  return [tab, setTab] as const;
}
