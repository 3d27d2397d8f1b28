import { expect, holdBackgroundStill, missingIcons, test as base, type Page } from "./fixtures";
import {
  brokenImages,
  duplicateIds,
  firstScreenProblems,
  hiddenContent,
  genericLinks,
  outgrownButtons,
  policyProblems,
  scrollThrough,
  watchFirstScreen,
  watchPolicy,
} from "./page-checks";
import { builtSitemapPaths } from "./sitemap";
import {
  COLOUR_RULES,
  expectNoAxeViolations,
  gotoHydrated,
  stopTransitions,
  widths,
} from "./support";

/**
 * The sweep: every page of the sitemap (and the blog's not-found page, which is not in it) is
 * visited once at each width, and everything that holds for every page is checked on that one
 * visit, so that no journey needs to load a page again for it:
 * - the first screen paints with the page: nothing in the window fades in before a scroll, and
 *   the largest paint, when it is an image, is neither lazy, nor decoded apart, nor fetched at an
 *   ordinary priority;
 * - what a person sees, with motion allowed: after scrolling slowly through the whole page,
 *   nothing in the main content is left transparent or hidden, nothing pans sideways, every image
 *   shown has loaded, and no pill button outgrows its box or clips its label. (Tests with reduced
 *   motion, or that count an element at opacity 0 as visible, once passed while the home page
 *   showed nothing below its hero.);
 * - the Content-Security-Policy (src/lib/csp.ts, sent by server/csp.ts): the page sends it, it
 *   lets no inline script run but the page's own (by hash), no other site frame the page, and no
 *   form post elsewhere; and nothing the page does as it loads, hydrates and scrolls is blocked;
 * - every link says where it goes in its own words, never "Learn more" alone (Lighthouse's SEO
 *   audit reads a link's text, not its `aria-label`);
 * - no two elements share an id, after hydration and scrolling (a reference to one takes the
 *   first);
 * - accessibility: axe (WCAG 2.0/2.1/2.2 A and AA) finds no violation, at both widths, in the
 *   light theme and then in the dark one (the same visit, the colour scheme switched: the rules
 *   that read colours), where the page's dark images must load too;
 * - no icon without its symbol (as every journey ends, fixtures.ts).
 * What holds for one state of one page (a form showing its errors, the search dialog open, a
 * toast) stays in that page's journey.
 *
 * One page per worker visits its share of the routes (`sweeper`), where a journey has a context of
 * its own: a new context, its renderer and axe compiled again in it took a third of each visit's
 * time (docs/measured.md, "The test suite"). The sweep only reads pages: it neither stores nor
 * sends anything, and each visit sets the window and the media it needs. A test that fails ends
 * its worker, and the page with it (Playwright starts a new worker after a failure).
 */
const test = base.extend<
  object,
  { sweeper: { page: Page; policy: Awaited<ReturnType<typeof watchPolicy>> } }
>({
  sweeper: [
    async ({ browser }, provide) => {
      const context = await browser.newContext();
      await context.addInitScript(holdBackgroundStill);
      const page = await context.newPage();
      const policy = await watchPolicy(page);
      await watchFirstScreen(page);
      await provide({ page, policy });
      await context.close();
    },
    { scope: "worker" },
  ],
});

const routes = [...builtSitemapPaths(), "/blog/404"];

test("the sweep covers every page of the sitemap, which the build has", () => {
  expect(routes.length).toBeGreaterThan(50);
});

for (const { name, width, height } of widths) {
  test.describe(`at ${width} px (${name}), with motion allowed`, () => {
    for (const route of routes) {
      test(`${route} paints its first screen at once, shows all its content, fits the width, loads every image, fits every button, names every link, gives each id to one element, keeps to its CSP and has no axe violations, light or dark`, async ({
        sweeper: { page, policy },
      }) => {
        test.slow(); // axe on a long page (a policy, an article) takes a while
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" });
        await policy.take(); // what the last visit reported after its own check
        const response = await gotoHydrated(page, route);
        expect.soft(await policyProblems(response), `the CSP header of ${route}`).toEqual([]);
        expect.soft(await firstScreenProblems(page), `the first screen of ${route}`).toEqual([]);
        await scrollThrough(page);

        // A fade-in takes 500 ms; on a busy machine its start can lag. What is never revealed stays.
        await expect
          .poll(() => hiddenContent(page), {
            message: `content left hidden on ${route}`,
            timeout: 4000,
          })
          .toEqual([]);
        const overflow = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(
          overflow.scrollWidth,
          `${route} is ${overflow.scrollWidth} px wide in a ${overflow.innerWidth} px window`,
        ).toBeLessThanOrEqual(overflow.innerWidth);
        expect(await brokenImages(page), `images that did not load on ${route}`).toEqual([]);
        expect(await outgrownButtons(page), `buttons that outgrow their box on ${route}`).toEqual(
          [],
        );
        expect(
          await genericLinks(page),
          `links that say nothing by themselves on ${route}`,
        ).toEqual([]);
        expect(await duplicateIds(page), `ids that name more than one element on ${route}`).toEqual(
          [],
        );
        expect(await policy.take(), `what the CSP blocked on ${route}`).toEqual([]);

        await expectNoAxeViolations(page);

        // The same page in the dark theme (a dark system, no choice stored): the images shown in
        // dark (an illustration's dark version, lazy until now) load, and axe finds nothing.
        await stopTransitions(page);
        await page.emulateMedia({ colorScheme: "dark" });
        await page.evaluate(() => {
          for (const img of document.images) if (img.getClientRects().length) img.loading = "eager";
        });
        expect(await brokenImages(page), `images that did not load on ${route} in dark`).toEqual(
          [],
        );
        await expectNoAxeViolations(page, { rules: COLOUR_RULES });
        expect(await missingIcons(page), `icons without a symbol on ${route}`).toEqual([]);
      });
    }
  });
}
