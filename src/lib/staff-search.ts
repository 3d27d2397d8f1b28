/**
 * The inbox's text search is personal data (a name, an address), so it is never put in the address
 * bar, the history or a shared link: it is kept in this tab's session storage only, and sent to the
 * server in the list's request. Storage that throws keeps nothing.
 */
export const STAFF_SEARCH_KEY = "automatica.staff.search";

export function readStaffSearch(): string {
  try {
    return window.sessionStorage.getItem(STAFF_SEARCH_KEY) ?? "";
  } catch {
    return "";
  }
}

export function writeStaffSearch(value: string): void {
  try {
    if (value) window.sessionStorage.setItem(STAFF_SEARCH_KEY, value);
    else window.sessionStorage.removeItem(STAFF_SEARCH_KEY);
  } catch {
    // Nothing kept: the search lasts while the page is open.
  }
}
