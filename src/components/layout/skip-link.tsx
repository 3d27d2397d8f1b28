import { layoutLabels } from "../../content/navigation";

/** The first stop of the keyboard: jumps past the header to the page's main content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {layoutLabels.skipToContent}
    </a>
  );
}
