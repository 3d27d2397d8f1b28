/**
 * Fades `[data-reveal]` sections in as they are first seen (SPEC: 500 ms, 0.1 visibility
 * threshold): an inline head script (`inlineScript(revealOnView)`, base-layout.astro). Motion is an
 * enhancement, and the first screen paints with the page: a section is hidden only by this script,
 * only once it has been seen out of view, and only when motion is allowed. So nothing that is on
 * the screen when the page opens ever fades (a section is judged by its first observation, once
 * the document is parsed: in view then, it simply shows); without JavaScript, with reduced motion,
 * or when this script never runs, everything simply shows. Sections taller than the window (which
 * could never reach 10% visibility) are not hidden at all, and neither is one already above the
 * window: a fast scroll (or a busy machine dropping frames) can pass a section without a frame in
 * which it was in view, and what a visitor has scrolled past must never stay hidden (after each
 * scroll, a hidden section wholly above the window shows). The sections are the build's: they are
 * all in the document once it is parsed (`readystatechange` to `interactive`, before any deferred
 * script runs). The CSS is in app.css (`data-reveal-state`): only the way in is animated, so hiding
 * a section below the window costs no animation.
 */
export function revealOnView(): void {
  const motionAllowed = matchMedia("(prefers-reduced-motion: no-preference)").matches;
  if (!("IntersectionObserver" in window) || !motionAllowed) return;
  const mark = (section: Element, state: "hidden" | "shown") =>
    section.setAttribute("data-reveal-state", state);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect: box } of entries) {
        if (isIntersecting || box.height > innerHeight || box.top < 0) {
          mark(target, "shown");
          observer.unobserve(target);
        } else mark(target, "hidden");
      }
    },
    { threshold: 0.1 },
  );
  // An observer reports a section only when its visibility changes: a jump from below the window
  // to above it (a fling, a scroll made between two frames) changes nothing it watches. So after
  // each scroll, a hidden section now wholly above the window shows.
  let scrollQueued = false;
  const showPassed = () => {
    scrollQueued = false;
    for (const section of document.querySelectorAll('[data-reveal-state="hidden"]')) {
      if (section.getBoundingClientRect().bottom <= 0) {
        mark(section, "shown");
        observer.unobserve(section);
      }
    }
  };
  addEventListener(
    "scroll",
    () => {
      if (!scrollQueued) requestAnimationFrame(showPassed);
      scrollQueued = true;
    },
    { passive: true },
  );
  const watch = () => {
    for (const section of document.querySelectorAll("[data-reveal]")) observer.observe(section);
  };
  if (document.readyState === "loading")
    document.addEventListener("readystatechange", watch, { once: true });
  else watch();
}
