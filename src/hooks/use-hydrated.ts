import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the build-time HTML and during hydration, true once React runs the component in the
 * browser. Widgets use it to let CSS (`:hover`, `:focus-within`) drive them until their code runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
