/**
 * The header's only script, inline in every page's head (base-layout.astro, allowed by its hash):
 * the menus themselves need none (popover and dialog, components/layout/nav-dropdown.tsx and
 * mobile-menu.tsx).
 * - Ctrl+K / Cmd+K clicks the search button (components/layout/site-search.tsx), whose island
 *   hydrates on that first click and loads the dialog and the index then.
 * - Following a link inside an open menu closes the menu, also when the link leads to a place on
 *   the same page (a navigation to another page leaves it anyway).
 */
export const headerScript = `(() => {
  addEventListener("keydown", (event) => {
    const button = document.getElementById("site-search-button");
    if (button && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
      event.preventDefault();
      button.click();
    }
  });
  addEventListener("click", (event) => {
    const menu = event.target.closest?.("a[href]")?.closest("dialog[open], :popover-open");
    if (menu instanceof HTMLDialogElement) menu.close();
    else menu?.hidePopover();
  });
})();`;
