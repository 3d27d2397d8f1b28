/**
 * The fade-in for `[data-reveal]` sections (SPEC: 500 ms, 0.1 visibility threshold), as an inline
 * script in the document head. Motion is an enhancement: a section is hidden only by this script,
 * only while it is out of view, and only when motion is allowed. Without JavaScript, with reduced
 * motion, or when this script never runs, everything simply shows. Sections taller than the window
 * (which could never reach 10% visibility) are not hidden at all. A MutationObserver picks up the
 * sections that client-side navigation adds. The CSS is in app.css (`data-reveal-state`).
 * It also marks `<html class="js">`, for widgets that show a scripted form only with JavaScript
 * (`in-[.js]:` in Tailwind).
 */
export const revealScript = `(() => {
  document.documentElement.classList.add("js");
  if (!("IntersectionObserver" in window) || !matchMedia("(prefers-reduced-motion: no-preference)").matches) return;
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting, boundingClientRect } of entries) {
      if (isIntersecting || boundingClientRect.height > innerHeight) {
        target.setAttribute("data-reveal-state", "shown");
        observer.unobserve(target);
      } else target.setAttribute("data-reveal-state", "hidden");
    }
  }, { threshold: 0.1 });
  const scan = () => {
    for (const el of document.querySelectorAll("[data-reveal]:not([data-reveal-state])")) {
      el.setAttribute("data-reveal-state", "pending");
      observer.observe(el);
    }
  };
  new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true });
  scan();
})();`;
