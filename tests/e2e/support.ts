import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, type Locator, type Page } from "@playwright/test";
import { transitionsDone } from "./page-checks";

export const widths = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
] as const;

declare global {
  interface Window {
    /** axe-core, once `expectNoAxeViolations` has put it into the page. */
    axe: typeof import("axe-core");
  }
}

/** axe-core's script, put into a page to run there: the minified one (`source` is not, and loads slower). */
const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
/** The rules axe runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
/**
 * The rules of those that read colours: all a switch of theme can change, since the themes differ
 * in colour only (the same markup, layout and text; an illustration's dark version has the same
 * `alt`).
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA) on the page as it is and fails on any violation, listing them.
 * Motion is reduced first so that sections waiting to fade in are checked as they will look, and
 * the transitions under way are let finish.
 *
 * axe-core runs in the page itself (`axe.run`), and only the violations come back. The pages have
 * no frames, which the check makes sure of: `@axe-core/playwright`'s AxeBuilder, made for pages with
 * frames, runs each frame apart and merges the results in a second, blank page, and took three to
 * four times as long (6.3 s against 1.6 s on /docs/installation).
 *
 * `rules` narrows the run to those rules, for a second check of the same document where only
 * something they read has changed (`COLOUR_RULES` after a switch of theme).
 */
export async function expectNoAxeViolations(page: Page, { rules }: { rules?: string[] } = {}) {
  expect(
    page.frames(),
    `${page.url()} has frames, which this check does not look into`,
  ).toHaveLength(1);
  await page.emulateMedia({ reducedMotion: "reduce" });
  // A fade already under way goes on (`transitionsDone`): axe would read its colours half-faded.
  await transitionsDone(page);
  // Once per document: a second check of the same page (the other theme) reuses it.
  if (!(await page.evaluate(() => "axe" in window))) {
    await page.evaluate(axeSource);
    // The failures are reported by selector; leaving out each node's HTML saves a tenth of a run.
    await page.evaluate(() => window.axe.configure({ noHtml: true }));
  }
  const runOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: AXE_TAGS };
  const summary = await page.evaluate(async (runOnly) => {
    const { violations } = await window.axe.run(document, {
      runOnly: runOnly as { type: "rule" | "tag"; values: string[] },
      resultTypes: ["violations"],
    });
    return violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .map(
            (node) => `    ${node.target.join(" ")}: ${node.failureSummary?.split("\n").join(" ")}`,
          )
          .join("\n"),
    );
  }, runOnly);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Holds back the site's scripts (`/_astro/*.js`: every island's code, the renderer and the page's
 * module scripts), as a slow connection would: none arrives before `ms` have passed since this
 * call, nor, with `untilReleased`, before `release()` is called. A script asked for once that
 * moment has passed comes at once, so a chain of imports is not held once per link.
 */
export async function holdScripts(
  page: Page,
  { ms = 0, untilReleased = false }: { ms?: number; untilReleased?: boolean } = {},
) {
  let release = () => {};
  const released = untilReleased
    ? new Promise<void>((resolve) => (release = resolve))
    : Promise.resolve();
  const arrival = Promise.all([new Promise((resolve) => setTimeout(resolve, ms)), released]);
  await page.route("**/_astro/*.js", async (route) => {
    await arrival;
    await route.continue().catch(() => {});
  });
  return { release };
}

/**
 * The islands of the page are settled: none is about to hydrate by itself or hydrating
 * (`data-hydration`, set by `client:interaction`, lib/client-interaction.ts: `idle`, then
 * `loading`, then `done` or `failed`). One that waits for the visitor's first interaction has no
 * mark and waits: it replays that interaction once hydrated.
 */
const settled = () =>
  !document.querySelector('astro-island:is([data-hydration="idle"], [data-hydration="loading"])');

/** Loads a page and waits until its islands are settled (`settled`). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(settled);
  return response;
}

/** Scrolls an element into view and waits until the page's islands are settled (`settled`). */
export async function hydrate(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await locator.page().waitForFunction(settled);
}

/**
 * Each control is in the page, once, and hidden: a control that could do nothing without scripting
 * hides then (the `noscript:` variant). Query with `includeHidden: true`, so that a control left
 * out of the page altogether fails.
 */
export async function expectInPageButHidden(...controls: Locator[]) {
  for (const control of controls) {
    await expect(control).toHaveCount(1);
    await expect(control).toBeHidden();
  }
}

/** Whether the island around `locator` has hydrated (`data-hydration="done"`). */
export const isHydrated = (locator: Locator) =>
  locator.evaluate(
    (element) => element.closest("astro-island")?.getAttribute("data-hydration") === "done",
  );

/**
 * The expanded state the browser exposes to assistive technology for the button named `name`
 * (Chromium's accessibility tree): a popover's button is expanded while its popover is open,
 * with no `aria-expanded` attribute in the markup. Undefined when the button has no such state.
 */
export async function exposedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send("Accessibility.getFullAXTree");
    const button = nodes.find(
      (node) => node.role?.value === "button" && node.name?.value === name && !node.ignored,
    );
    const expanded = button?.properties?.find((property) => property.name === "expanded");
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await session.detach();
  }
}

/**
 * Turns every transition off in the page, so that colours that ease into a theme (`transition-colors`)
 * are read where they end: with transitions on, one held on an element out of view was measured at
 * its light value after the switch to dark. An adopted sheet: the page's policy sees nothing.
 */
export async function stopTransitions(page: Page) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync("*, ::before, ::after { transition: none !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}
