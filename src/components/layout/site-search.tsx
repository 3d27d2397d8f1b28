import { useRef, useState } from "react";
import { siteSearchCopy } from "../../content/site-search";
import { Icon } from "../ui/icon";
import { SiteSearchDialog } from "./site-search-dialog";

/** The search button's id: the header script clicks it for Ctrl+K / Cmd+K (lib/header-script.ts). */
export const SEARCH_BUTTON_ID = "site-search-button";

/**
 * The header's search button, an island that hydrates on its first click (`client:interaction`):
 * the dialog (Radix) and the Pagefind index load only when search is first wanted, by the button
 * or by Ctrl+K / Cmd+K, which the header script turns into a click on it. `open` stays undefined
 * until then: the dialog is not even mounted.
 */
export function SiteSearch() {
  const [open, setOpen] = useState<boolean>();
  /** Where focus goes back to when search closes: the button, or what had focus before Ctrl+K. */
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <>
      <button
        id={SEARCH_BUTTON_ID}
        type="button"
        aria-label={siteSearchCopy.label}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={(event) => {
          const focused = document.activeElement;
          returnFocusTo.current =
            focused instanceof HTMLElement && focused !== document.body
              ? focused
              : event.currentTarget;
          setOpen(true);
        }}
        className="icon-button"
      >
        <Icon name="search" className="size-5" />
      </button>
      {open === undefined ? null : (
        <SiteSearchDialog open={open} onOpenChange={setOpen} returnFocusTo={returnFocusTo} />
      )}
    </>
  );
}
