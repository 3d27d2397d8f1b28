import { useRef, useState } from "react";

export type SearchState<Result> =
  { status: "idle" } | { status: "error" } | { status: "done"; query: string; result: Result };

/**
 * A search box's state: what was typed, the last search's result and whether a newer one is on its
 * way. Typing searches after a short pause; `submit` searches at once. A slow answer never
 * overwrites a newer one, and while a search runs the previous result stays on screen. `search`
 * may answer null for a search it dropped. Used by the site search dialog and the /resources search.
 */
export function useSearch<Result>(
  search: (term: string) => Promise<Result | null>,
  { delay = 150, onResult }: { delay?: number; onResult?: () => void } = {},
) {
  const [query, setQuery] = useState("");
  const [state, setState] = useState<SearchState<Result>>({ status: "idle" });
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);

  const run = (term: string) => {
    const request = ++latest.current;
    search(term).then(
      (result) => {
        if (request !== latest.current || result === null) return;
        setState({ status: "done", query: term, result });
        setPending(false);
        onResult?.();
      },
      (error: unknown) => {
        console.error("Search failed", error);
        if (request !== latest.current) return;
        setState({ status: "error" });
        setPending(false);
      },
    );
  };

  const change = (value: string) => {
    setQuery(value);
    clearTimeout(timer.current);
    if (!value.trim()) {
      latest.current += 1;
      setState({ status: "idle" });
      setPending(false);
      return;
    }
    setPending(true);
    timer.current = setTimeout(() => run(value.trim()), delay);
  };

  const submit = () => {
    clearTimeout(timer.current);
    if (!query.trim()) return;
    setPending(true);
    run(query.trim());
  };

  return { query, state, pending, change, submit };
}
