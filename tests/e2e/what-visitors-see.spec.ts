import { expect, test, type Page } from "@playwright/test";

/** Every page of the sitemap, as a path. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get("/sitemap.xml");
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? "/").pathname);
}

/** Scrolls through the page so lazy images load and sections reveal themselves. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
}

test.describe("what a visitor sees", () => {
  test("no page is wider than a 390 px phone, and no button is wider than its box", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const problems: string[] = [];
    const paths = await sitemapPaths(page);
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      await page.goto(path);
      const found = await page.evaluate(() => {
        const issues: string[] = [];
        const width = document.documentElement.scrollWidth;
        if (width > window.innerWidth) issues.push(`is ${width} px wide`);
        // Links and buttons drawn as pills: inside the box that holds them, their label inside them.
        for (const control of document.querySelectorAll<HTMLElement>(
          "a.rounded-full, button.rounded-full",
        )) {
          if (!control.offsetParent || control.closest(".sr-only")) continue;
          const label = control.textContent?.trim();
          const own = control.getBoundingClientRect();
          const box = control.parentElement!.getBoundingClientRect();
          if (own.left < box.left - 1 || own.right > box.right + 1)
            issues.push(
              `"${label}" is ${Math.round(own.width)} px wide in a ${Math.round(box.width)} px box`,
            );
          else if (control.scrollWidth > control.clientWidth + 1) issues.push(`clips "${label}"`);
        }
        return issues;
      });
      problems.push(...found.map((issue) => `${path} ${issue}`));
    }
    expect(problems).toEqual([]);
  });

  test("every image on the industry pages loads, at both widths", async ({ page }) => {
    test.setTimeout(120_000);
    const industries = (await sitemapPaths(page)).filter((path) => path.startsWith("/industries/"));
    expect(industries.length).toBe(12);
    const broken: string[] = [];
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      for (const path of industries) {
        await page.goto(path, { waitUntil: "load" });
        await scrollThrough(page);
        await page.waitForLoadState("networkidle");
        const images = await page.evaluate(() =>
          [...document.images].map((image) => ({
            src: image.getAttribute("src"),
            loaded: image.complete && image.naturalWidth > 0,
          })),
        );
        expect(images.length).toBeGreaterThan(0);
        for (const image of images)
          if (!image.loaded) broken.push(`${path} at ${viewport.width} px: ${image.src}`);
      }
    }
    expect(broken).toEqual([]);
  });

  for (const height of [600, 800, 1100]) {
    test(`the docs sidebar fits a 1280x${height} window and scrolls to its last link`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height });
      await page.goto("/docs/quick-start");
      const sidebar = page.getByRole("navigation", { name: "Documentation" });
      const panel = sidebar.locator("xpath=..");
      for (const scrollY of [0, 1500]) {
        await page.evaluate((y) => window.scrollTo(0, y), scrollY);
        const box = await panel.boundingBox();
        expect(box!.y + box!.height).toBeLessThanOrEqual(height);
      }
      const lastLink = sidebar.getByRole("link").last();
      await lastLink.scrollIntoViewIfNeeded();
      await expect(lastLink).toBeInViewport();
      const box = await panel.boundingBox();
      const linkBox = await lastLink.boundingBox();
      expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(box!.y + box!.height);
    });
  }
});
