import { useState } from "react";
import { useSearchParams } from "./use-search-params";

/**
 * One value of an island's state kept in the page URL (`?name=`), so that a view can be linked and
 * survives a reload: a list's search text, category or tab. The fallback leaves the URL clean; with
 * `values`, anything else falls back to it. The build-time HTML renders the fallback; the URL's
 * value applies once the island has hydrated (at once, when idle, with `client:interaction="query"`).
 * Setting it replaces the history entry, keeping the scroll position. What was set last is also
 * held locally, so a text field bound to it updates in the same event (until the URL changes
 * otherwise: back, forward).
 */
export function useUrlParam(
  name: string,
  { fallback = "", values }: { fallback?: string; values?: readonly string[] } = {},
) {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState<{ value: string; written: string | null } | null>(null);
  const written = params.get(name);
  const requested = local && local.written === written ? local.value : (written ?? fallback);
  const value = !values || values.includes(requested) ? requested : fallback;
  const setValue = (next: string) => {
    const kept = next === fallback ? null : next;
    setLocal({ value: next, written: kept });
    setParams((current) => {
      if (kept === null) current.delete(name);
      else current.set(name, kept);
      return current;
    });
  };
  return [value, setValue] as const;
}
