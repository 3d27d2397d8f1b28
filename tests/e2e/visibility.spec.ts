import { expect, test } from "@playwright/test";
import { hiddenContent, scrollThrough } from "./page-checks";

/**
 * What a person sees before and without the page's scripts, with motion allowed. (Every page with
 * its scripts, at each width: the sweep, sweep.spec.ts.)
 */

test.describe("before and without the page's scripts, with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });

  test("without JavaScript every section of the home page shows at once", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    expect(await hiddenContent(page), "content hidden without JavaScript").toEqual([]);
    await context.close();
  });

  test("while the page's scripts are still loading, sections fade in as they are scrolled to", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Every island's code, the renderer and the page's module scripts: all of Astro's JavaScript.
    await page.route("**/_astro/*.js", async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts hold back DOMContentLoaded: wait for the parsed document instead.
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForFunction(() => document.readyState !== "loading");
    await scrollThrough(page);
    await expect
      .poll(() => hiddenContent(page), { message: "content hidden before hydration" })
      .toEqual([]);
    const islands = await page.evaluate(() => ({
      all: document.querySelectorAll("astro-island").length,
      hydrated: document.querySelectorAll('astro-island[data-hydration="done"]').length,
    }));
    expect(islands.all, "the page has islands (the header at least)").toBeGreaterThan(0);
    expect(islands.hydrated, "islands hydrated although their code was held").toBe(0);
    release();
  });
});
