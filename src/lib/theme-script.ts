import { site } from "../shared/site";
import { consentStorageKey, themeStorageKey } from "./cookie-consent";

/**
 * The theme, chosen in the header's control (components/layout/theme-control.tsx) and applied by
 * this inline head script (`inlineScript(themeScript, …themeScriptArguments)`, base-layout.astro),
 * before the first paint of every page.
 *
 * - It lives on `<html>`: no `data-theme` is System (app.css follows `prefers-color-scheme`, so
 *   with JavaScript off a dark system gets the dark theme); `data-theme="light"` or `"dark"` is the
 *   visitor's choice. Both `theme-color` metas then carry the chosen theme's colour; System gives
 *   each its own again (`colors`, from site.themeColor).
 * - The choice is kept under `key` (lib/cookie-consent.ts: `themeStorageKey`), a functional
 *   preference: in local storage, unless the saved cookie choice (`consentKey`) is "necessary"
 *   (Reject All), when it lasts the visit (session storage). System keeps nothing. Anything else
 *   stored, or storage that throws, is System.
 * - A change of any `input[name="theme"]` (a delegated listener) applies, keeps and checks the
 *   choice in every copy of the control (header and mobile menu).
 * - It applies again when a prerendered page is shown (`prerenderingchange`: the choice may have
 *   changed since it was rendered), when a page comes back from the back/forward cache (`pageshow`),
 *   when another tab changes it (`storage`), and once the page is parsed (`DOMContentLoaded`: the
 *   radios come after the head).
 */
export function themeScript(key: string, consentKey: string, colors: Record<string, string>): void {
  const root = document.documentElement;
  const read = () => {
    try {
      return sessionStorage.getItem(key) ?? localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const apply = (stored: string | null) => {
    const theme = stored === "light" || stored === "dark" ? stored : "";
    if (theme) root.dataset.theme = theme;
    else delete root.dataset.theme;
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]'))
      meta.content = colors[theme || (meta.media.includes("dark") ? "dark" : "light")]!;
    for (const radio of document.querySelectorAll<HTMLInputElement>('input[name="theme"]'))
      radio.checked = radio.value === (theme || "system");
  };
  const sync = () => apply(read());
  sync();
  for (const type of ["DOMContentLoaded", "pageshow", "storage"]) addEventListener(type, sync);
  document.addEventListener("prerenderingchange", sync);
  addEventListener("change", ({ target }) => {
    const radio = target as HTMLInputElement;
    if (radio.name !== "theme") return;
    try {
      sessionStorage.removeItem(key);
      localStorage.removeItem(key);
      if (radio.value !== "system")
        (localStorage.getItem(consentKey) === "necessary" ? sessionStorage : localStorage).setItem(
          key,
          radio.value,
        );
    } catch {
      // Storage blocked: the choice holds on this page only.
    }
    apply(radio.value);
  });
}

/** What `themeScript` is called with on every page. */
export const themeScriptArguments = [themeStorageKey, consentStorageKey, site.themeColor] as const;
