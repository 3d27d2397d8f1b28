import { lazy, Suspense, useRef, useState, type ReactNode } from "react";

const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.MobileMenuPanel })),
);

/**
 * The menu button for small screens. The full-screen menu (a Radix dialog) loads when it is
 * first wanted, so it costs nothing on the page's first load.
 */
export function MobileMenu({
  pathname,
  children,
}: {
  pathname: string;
  /** The button's icon, rendered by the static header (no icon code in this island). */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="grid size-11 place-items-center rounded-full text-slate-800 hover:bg-slate-900/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 lg:hidden"
      >
        {children}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            open={open}
            onOpenChange={setOpen}
            pathname={pathname}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
