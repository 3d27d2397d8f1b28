import { Suspense, useSyncExternalStore, type ReactNode } from "react";

const subscribeNever = () => () => {};

/** False while prerendering and hydrating, true once React has taken over the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Shows `fallback` (typically the build-time HTML of the same widget, see StaticHtml) in the
 * prerendered page and during hydration, then the lazily loaded interactive `children`: the
 * widget's code loads after hydration instead of with the page.
 */
export function AfterHydration({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
