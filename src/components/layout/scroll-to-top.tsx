import { ArrowUp } from "lucide-react";
import { useScrolledPast } from "../../hooks/use-scrolled-past";
import { cn } from "../../lib/utils";

export const SCROLL_TO_TOP_THRESHOLD = 300;

export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD);
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      hidden={!visible}
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      className={cn(
        "fixed bottom-6 right-6 z-40 grid size-12 place-items-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-600/30 transition hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2",
      )}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
