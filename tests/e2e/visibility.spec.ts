import { expect, test } from "./fixtures";
import { hiddenContent, scrollThrough } from "./page-checks";
import { holdScripts } from "./support";

/**
 * What a person sees before and without the page's scripts, with motion allowed. (Every page with
 * its scripts, at each width: the sweep, sweep.spec.ts.)
 */

test.describe("before and without the page's scripts, with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("without JavaScript every section of the home page shows at once", async ({ page }) => {
      await page.goto("/");
      expect(await hiddenContent(page), "content hidden without JavaScript").toEqual([]);
    });
  });

  test("while the page's scripts are still loading, sections fade in as they are scrolled to", async ({
    page,
  }) => {
    const { release } = await holdScripts(page, { untilReleased: true });
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

  test("the background's five circles drift, and hold still with reduced motion", async ({
    browser,
  }) => {
    // A context of its own: the journeys' pages hold the background still (fixtures.ts).
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await page.goto("/");
      const drifts = () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter((animation) => (animation as CSSAnimation).animationName === "drift")
            .map(
              (animation) =>
                getComputedStyle((animation.effect as KeyframeEffect).target!).transform,
            ),
        );
      const first = await drifts();
      await page.waitForTimeout(500);
      const later = await drifts();
      if (reducedMotion === "reduce")
        expect(first, "circles moving under reduced motion").toEqual([]);
      else {
        expect(first).toHaveLength(5);
        expect(later.filter((transform, index) => transform !== first[index])).toHaveLength(5);
      }
      await context.close();
    }
  });
});
