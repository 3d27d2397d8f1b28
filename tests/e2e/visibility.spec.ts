import { expect, test } from "./fixtures";
import { hiddenContent, scrollThrough } from "./page-checks";
import { holdScripts, widths } from "./support";

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

  for (const { width, height } of widths) {
    test(`at ${width} px, the first screen shows at once, scripts held; a section below it fades in (500 ms) when scrolled to`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const { release } = await holdScripts(page, { ms: 3_000, untilReleased: true });
      await page.goto("/", { waitUntil: "commit" });
      await page.waitForFunction(() => document.readyState !== "loading");
      // Everything in the window is opaque, now and a moment later.
      for (let i = 0; i < 2; i++) {
        const faded = await page.evaluate(() =>
          [...document.querySelectorAll("main :is(h1,h2,h3,p,a,section)")]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              if (box.bottom <= 0 || box.top >= innerHeight || !box.width) return false;
              for (let node: Element | null = element; node; node = node.parentElement)
                if (Number(getComputedStyle(node).opacity) < 1) return true;
              return false;
            })
            .map((element) => (element.textContent ?? "").trim().slice(0, 40)),
        );
        expect(faded, "faded on the first screen").toEqual([]);
        await page.waitForTimeout(300);
      }
      // Below the first screen, a section waits for its fade-in.
      const labelledBy = await page
        .locator('main [data-reveal-state="hidden"]')
        .first()
        .getAttribute("aria-labelledby");
      const below = page.locator(`main [aria-labelledby="${labelledBy}"]`);
      await expect(below).toHaveCSS("opacity", "0");
      await below.scrollIntoViewIfNeeded();
      await expect(below).toHaveAttribute("data-reveal-state", "shown");
      await expect(below).toHaveCSS("transition-duration", "0.5s, 0.5s");
      await expect(below).toHaveCSS("opacity", "1");
      release();
    });
  }

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
      if (reducedMotion === "reduce")
        expect(first, "circles moving under reduced motion").toEqual([]);
      else {
        expect(first).toHaveLength(5);
        // Each moves a step every 0.2 s, once the page draws a frame: on a machine as busy as the
        // whole suite makes it, a new page once drew none in the first 0.5 s.
        await expect
          .poll(
            async () => {
              const later = await drifts();
              return later.filter((transform, index) => transform !== first[index]).length;
            },
            { message: "circles that moved" },
          )
          .toBe(5);
      }
      await context.close();
    }
  });
});
