import { observeReveal } from "../../layout/reveal";

/** Observes every `<Reveal>` section inside build-time HTML so that it fades in when first seen. */
function observeRevealsIn(element: HTMLElement | null) {
  if (!element) return;
  const cleanups = [...element.querySelectorAll<HTMLElement>("[data-reveal]")].map(observeReveal);
  return () => cleanups.forEach((cleanup) => cleanup?.());
}

/**
 * Sections rendered to HTML at build time (home-sections.server.tsx) and passed through the
 * loader: their markup is in the prerendered page, but none of their code ships as JavaScript.
 */
export function StaticHtml({ html }: { html: string }) {
  return <div ref={observeRevealsIn} dangerouslySetInnerHTML={{ __html: html }} />;
}
