import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

export const widths = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
] as const;

/**
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA) on the page as it is and fails on any violation, listing them.
 * Motion is reduced first so that sections waiting to fade in are checked as they will look.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map(
          (node) => `    ${node.target.join(" ")}: ${node.failureSummary?.split("\n").join(" ")}`,
        )
        .join("\n"),
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
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
