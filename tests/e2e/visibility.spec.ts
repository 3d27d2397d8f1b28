import { expect, test, type Page } from "@playwright/test";
import { builtSitemapPaths } from "./sitemap";
import { gotoHydrated, widths } from "./support";

/**
 * What a person sees, on every page of the sitemap, with motion allowed: after scrolling slowly
 * through the whole page, nothing in the main content is left transparent or hidden, nothing pans
 * sideways, every image shown has loaded, and no pill button outgrows its box or clips its label. (Tests with reduced motion, or that count an element
 * at opacity 0 as visible, once passed while the home page showed nothing below its hero.)
 */

/** Scrolls to the bottom a screen at a time, as a reader would, then lets transitions finish. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // Each stop lasts at least two rendered frames (where intersection observers run) and 100 ms.
    const settle = () =>
      Promise.all([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 100)),
      ]);
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.75) {
      window.scrollTo({ top: y, behavior: "instant" });
      await settle();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    await settle();
  });
}

/** Text elements and sections of `main` that are transparent or hidden, with the reason. */
function hiddenContent(page: Page) {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
      return `<${el.tagName.toLowerCase()}${id}> "${text}"`;
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll("main :is(h1,h2,h3,h4,h5,h6,p,section,article)")) {
      // Slides of a carousel that are out of view by design.
      if (el.closest('[aria-roledescription="slide"][aria-hidden="true"]')) continue;
      for (
        let node: Element | null = el;
        node && node !== document.body;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        if (Number(style.opacity) === 0 || style.visibility === "hidden") {
          const why = style.visibility === "hidden" ? "visibility: hidden" : "opacity: 0";
          found.push(`${describe(el)} (${why}${node === el ? "" : ` on ${describe(node)}`})`);
          break;
        }
      }
    }
    return found;
  });
}

/** Pill-shaped links and buttons that are wider than the box holding them, or clip their label. */
function outgrownButtons(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(
      "a.rounded-full, button.rounded-full",
    )) {
      if (!control.offsetParent || control.closest(".sr-only") || !control.parentElement) continue;
      const label = control.textContent?.trim();
      const own = control.getBoundingClientRect();
      // The box is the nearest ancestor that has one (an island's wrapper is `display: contents`).
      let parent: HTMLElement = control.parentElement;
      while (getComputedStyle(parent).display === "contents" && parent.parentElement)
        parent = parent.parentElement;
      const box = parent.getBoundingClientRect();
      if (own.left < box.left - 1 || own.right > box.right + 1)
        found.push(
          `"${label}" is ${Math.round(own.width)} px wide in a ${Math.round(box.width)} px box`,
        );
      else if (control.scrollWidth > control.clientWidth + 1) found.push(`"${label}" is clipped`);
    }
    return found;
  });
}

/** Images that are shown but did not load (broken file, invalid SVG, wrong path). */
function brokenImages(page: Page) {
  return page.evaluate(async () => {
    /** A carousel slide scrolled sideways out of view (its lazy images load when it comes in). */
    const offScreenSlide = (img: HTMLImageElement) => {
      const slide = img.closest('[aria-roledescription="slide"]');
      if (!slide) return false;
      const carousel = slide.closest('[aria-roledescription="carousel"]') ?? document.body;
      const { left, right } = slide.getBoundingClientRect();
      const box = carousel.getBoundingClientRect();
      return slide.getAttribute("aria-hidden") === "true" || right <= box.left || left >= box.right;
    };
    const shown = [...document.images].filter(
      (img) => img.getClientRects().length > 0 && !offScreenSlide(img),
    );
    await Promise.all(
      shown.map((img) =>
        img.complete
          ? undefined
          : new Promise((resolve) => {
              img.addEventListener("load", resolve, { once: true });
              img.addEventListener("error", resolve, { once: true });
              setTimeout(resolve, 5000);
            }),
      ),
    );
    return shown
      .filter((img) => img.naturalWidth === 0)
      .map((img) => `<img src="${img.getAttribute("src")}" alt="${img.alt}">`);
  });
}

const routes = builtSitemapPaths();

for (const { name, width, height } of widths) {
  test.describe(`at ${width} px (${name}), with motion allowed`, () => {
    test.use({ viewport: { width, height }, reducedMotion: "no-preference" });

    for (const route of routes) {
      test(`${route} shows all its content, fits the width, loads every image and fits every button`, async ({
        page,
      }) => {
        await gotoHydrated(page, route);
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
      });
    }
  });
}

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
      hydrated: document.querySelectorAll("astro-island:not([ssr])").length,
    }));
    expect(islands.all, "the page has islands (the header at least)").toBeGreaterThan(0);
    expect(islands.hydrated, "islands hydrated although their code was held").toBe(0);
    release();
  });
});
