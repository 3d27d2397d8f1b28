import { Suspense, useSyncExternalStore, type ReactNode } from "react";

/**
 * Markup rendered at build time by staticHtml() (lib/static-html.server.tsx): sections that need
 * no JavaScript travel as loader data, so none of their code ships to the browser.
 * `className="contents"` keeps the wrapper out of the layout.
 */
export function StaticHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

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
 * Shows `fallback` (the build-time HTML of the same widget, as StaticHtml) in the prerendered page
 * and while hydrating, then the lazily loaded interactive `children`: the widget's code loads after
 * hydration instead of with the page.
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
