import { useSyncExternalStore } from "react";

const CHANGE = "automatica:search-params";

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE, onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener("popstate", onChange);
  };
}

/**
 * The page URL's query, read after hydration (the build-time HTML renders with none), and a setter
 * that replaces the current history entry without scrolling or reloading.
 */
export function useSearchParams() {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  const params = new URLSearchParams(search);
  const setParams = (update: (current: URLSearchParams) => URLSearchParams) => {
    const next = update(new URLSearchParams(window.location.search)).toString();
    const url = `${window.location.pathname}${next ? `?${next}` : ""}${window.location.hash}`;
    window.history.replaceState(window.history.state, "", url);
    window.dispatchEvent(new Event(CHANGE));
  };
  return [params, setParams] as const;
}
