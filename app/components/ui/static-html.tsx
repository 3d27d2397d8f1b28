import { Suspense, useSyncExternalStore, type ReactNode } from "react";

/** Fades in the sections marked data-reveal inside build-time HTML (as layout/reveal.tsx does). */
function revealChildren(element: HTMLElement | null) {
  if (!element) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute("data-revealed", "");
        observer.unobserve(entry.target);
      }
    },
    { threshold: 0.1 },
  );
  element.querySelectorAll("[data-reveal]").forEach((section) => observer.observe(section));
  return () => observer.disconnect();
}

/**
 * Markup rendered at build time by staticHtml (lib/static-html.server.tsx): sections that cost
 * no JavaScript. `display: contents`, so the wrapper does not affect layout.
 */
export function StaticHtml({ html }: { html: string }) {
  return (
    <div className="contents" ref={revealChildren} dangerouslySetInnerHTML={{ __html: html }} />
  );
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
