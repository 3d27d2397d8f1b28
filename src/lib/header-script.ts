/**
 * The header's only script, inline in every page's head (base-layout.astro, allowed by its hash):
 * the menus themselves need none (popover and dialog, components/layout/nav-dropdown.tsx and
 * mobile-menu.tsx).
 * - Ctrl+K / Cmd+K clicks the search button (components/layout/site-search.tsx), whose island
 *   hydrates on that first click and loads the dialog and the index then.
 * - Following a link inside an open menu closes the menu, also when the link leads to a place on
 *   the same page (a navigation to another page leaves it anyway).
 */
export const headerScript =
  // Written compact: it is inline in every page, within the inline-script budget.
  "(()=>{" +
  'addEventListener("keydown",e=>{const b=document.getElementById("site-search-button");' +
  'if(b&&(e.ctrlKey||e.metaKey)&&e.key.toLowerCase()==="k"){e.preventDefault();b.click()}});' +
  'addEventListener("click",e=>{const m=e.target.closest?.("a[href]")?.closest("dialog[open],:popover-open");' +
  "if(m instanceof HTMLDialogElement)m.close();else m?.hidePopover()})})();";
