import { expect, test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * Holds the decorative background's drifting circles still (components/layout/background.tsx).
 * Their drift never ends, and in a browser without a GPU, as here, every frame of it composites the
 * whole window again: an open page took 1.1 to 1.6 s of CPU in every 2 s doing nothing else, so the
 * two workers spent most of the machine on it. The sheet is adopted, not a `<style>`, so the page's
 * Content-Security-Policy sees nothing. One journey checks the drift itself (visibility.spec.ts).
 */
export function holdBackgroundStill() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(".animate-drift { animation-play-state: paused !important; }");
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * The icons a page points at that its sprite lacks (`<use href="#icon-…">` with no such symbol):
 * the build keeps on each page only the symbols it can show (components/ui/icon-sprite.ts), so an
 * icon an island draws later, which the build did not see, would be blank.
 */
export function missingIcons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("use")]
      .map((use) => use.getAttribute("href") ?? "")
      .filter((href) => href.startsWith("#") && !document.getElementById(href.slice(1))),
  );
}

/**
 * Playwright's `test`, whose pages hold the decorative background still (`holdBackgroundStill`),
 * and whose every journey ends with no blank icon on the page it leaves (`missingIcons`), whatever
 * it opened, typed or sent. Every journey imports `test` and `expect` from here. A context a
 * journey opens itself (`browser.newContext()`) is left as it is.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript(holdBackgroundStill);
    await provide(context);
  },
  page: async ({ page }, provide, testInfo) => {
    await provide(page);
    if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
    const missing = await missingIcons(page).catch(() => []); // a page that is not HTML
    expect(missing, `icons without a symbol on ${page.url()}`).toEqual([]);
  },
});
