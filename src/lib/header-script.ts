/**
 * The header's only script, inline in every page's head (`inlineScript(headerScript, …)`,
 * base-layout.astro): the menus themselves need none (popover and dialog,
 * components/layout/nav-dropdown.tsx and mobile-menu.tsx).
 * - Ctrl+K / Cmd+K clicks the search button (`searchButtonId`, components/layout/site-search.tsx),
 *   whose island hydrates on that first click and loads the dialog and the index then.
 * - Following a link inside an open menu closes the menu, also when the link leads to a place on
 *   the same page (a navigation to another page leaves it anyway).
 */
export function headerScript(searchButtonId: string): void {
  addEventListener("keydown", (event) => {
    const search = document.getElementById(searchButtonId);
    if (search && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
      event.preventDefault();
      search.click();
    }
  });
  addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    const menu = link?.closest("dialog[open], :popover-open");
    if (menu instanceof HTMLDialogElement) menu.close();
    else if (menu instanceof HTMLElement) menu.hidePopover();
  });
}
