/**
 * The header's only script, inline in every page's head (base-layout.astro, allowed by its hash):
 * the menus themselves need none (popover and dialog, components/layout/nav-dropdown.tsx and
 * mobile-menu.tsx). Following a link inside an open menu closes the menu, also when the link
 * leads to a place on the same page (a navigation to another page leaves it anyway).
 */
export const headerScript = `(() => {
  addEventListener("click", (event) => {
    const menu = event.target.closest?.("a[href]")?.closest("dialog[open], :popover-open");
    if (menu instanceof HTMLDialogElement) menu.close();
    else menu?.hidePopover();
  });
})();`;
