/** Fades in the sections marked data-reveal inside build-time HTML (see layout/reveal.tsx). */
function revealChildren(element: HTMLElement | null) {
  if (!element) return;
  const sections = element.querySelectorAll("[data-reveal]");
  if (typeof IntersectionObserver === "undefined") {
    sections.forEach((section) => section.setAttribute("data-revealed", ""));
    return;
  }
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
  sections.forEach((section) => observer.observe(section));
  return () => observer.disconnect();
}

/**
 * Markup rendered at build time by renderStatic (lib/static-html.server.tsx): static sections that
 * cost no JavaScript. `display: contents`, so the wrapper does not affect layout.
 */
export function StaticHtml({ html }: { html: string }) {
  return (
    <div className="contents" ref={revealChildren} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
