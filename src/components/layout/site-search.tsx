import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from "react";

const loadDialog = () => import("./site-search-dialog");
const SiteSearchDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.SiteSearchDialog })),
);

/**
 * The header's search button, and Ctrl+K / Cmd+K anywhere on the site. The dialog (Radix) and the
 * Pagefind index load when search is first wanted, so they cost nothing on a page's first load.
 * `open` stays undefined until then: the dialog is not even mounted.
 */
/** `children`: the button's icon, rendered by the static header (no icon code in this island). */
export function SiteSearch({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState<boolean>();
  /** Where focus goes back to when search closes: the button, or what had focus before Ctrl+K. */
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // Ctrl+K listens on the document, outside React's tree: an external event source to subscribe
  // to once and release on unmount. A ref callback (React 19 calls its returned cleanup) rather
  // than an effect, so the shortcut works from the moment the page hydrates, not a tick later.
  const listenForShortcut = useCallback(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        if (document.activeElement instanceof HTMLElement)
          returnFocusTo.current = document.activeElement;
        setOpen(true);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <button
        ref={listenForShortcut}
        type="button"
        aria-label="Search the site"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        // The dialog module fetches the search index as soon as it loads.
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={(event) => {
          returnFocusTo.current = event.currentTarget;
          setOpen(true);
        }}
        className="grid size-11 place-items-center rounded-full text-slate-800 hover:bg-slate-900/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {children}
      </button>
      {open === undefined ? null : (
        <Suspense fallback={null}>
          <SiteSearchDialog open={open} onOpenChange={setOpen} returnFocusTo={returnFocusTo} />
        </Suspense>
      )}
    </>
  );
}
