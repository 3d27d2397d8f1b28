import { useEffect, useState } from "react";

/**
 * Data an inbox view loads from /api/staff/* (lib/staff-client.ts): loaded when `key` changes (the
 * address and filters it reads), again on `reload()` (after an action), and set in place with
 * `replace` (a page appended). An answer that arrives after the key moved on is dropped.
 */
export function useStaffData<T>(key: string, load: () => Promise<T>) {
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown }>({ key: "" });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ key, data }),
      (error: unknown) => current && setState({ key, error }),
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `key` names what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);
  const fresh = state.key === key;
  return {
    data: fresh ? state.data : undefined,
    error: fresh ? state.error : undefined,
    loading: !fresh,
    reload: () => setVersion((n) => n + 1),
    replace: (data: T) => setState({ key, data }),
  };
}
