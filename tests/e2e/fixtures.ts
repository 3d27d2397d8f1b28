import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Holds the decorative background's drifting circles still (components/layout/background.tsx).
 * Their drift never ends, and in a browser without a GPU, as here, every frame of it composites the
 * whole window again: an open page took 1.1 to 1.6 s of CPU in every 2 s doing nothing else, so the
 * two workers spent most of the machine on it. The sheet is adopted, not a `<style>`, so the page's
 * Content-Security-Policy sees nothing. One journey checks the drift itself (visibility.spec.ts).
 */
function holdBackgroundStill() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(".animate-drift { animation-play-state: paused !important; }");
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * Playwright's `test`, whose pages hold the decorative background still (`holdBackgroundStill`).
 * Every journey imports `test` and `expect` from here. A context a journey opens itself
 * (`browser.newContext()`) is left as it is.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript(holdBackgroundStill);
    await provide(context);
  },
});
