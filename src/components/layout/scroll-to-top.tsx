import { layoutLabels } from "../../content/navigation";
import { Icon } from "../ui/icon";

/**
 * Back to the top of the page: a link to the main content (at the top of the page), which also
 * moves keyboard focus there. It shows once the page has scrolled past 300 px, by CSS alone
 * (`.scroll-to-top` in app.css, a scroll-driven animation); browsers without scroll-driven
 * animations always show it. Smooth scrolling comes from `scroll-behavior` unless motion is reduced.
 */
export function ScrollToTop() {
  return (
    <a
      href="#main"
      aria-label={layoutLabels.scrollToTop}
      className="scroll-to-top fixed bottom-6 right-6 z-40 grid size-12 place-items-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-600/30 transition-colors hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
    >
      <Icon name="arrow-up" className="size-5" />
    </a>
  );
}
