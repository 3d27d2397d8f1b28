import { expect, test } from "./fixtures";
import { widths } from "./support";

/**
 * Pages with images the build draws in the page (scripts/inline-images.js): on their first screen,
 * or just below it, where Chromium would fetch a lazy image at once (/blog's grid, /solutions'
 * industries, /integrations' first logos).
 */
const pages = [
  "/blog/business-automation",
  "/industries/banking",
  "/partners",
  "/checkout-demo",
  "/blog",
  "/solutions",
  "/integrations",
];

for (const { name, width } of widths) {
  test.describe(`at ${width} px (${name})`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of pages) {
      test(`${path} draws its images with the page, in their own proportions`, async ({
        page,
      }) => {
        const asked: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "image") asked.push(new URL(request.url()).pathname);
        });
        await page.goto(path);
        const drawings = page.locator("main svg[data-image]");
        await expect(drawings.first()).toBeVisible();
        const shown = await drawings.evaluateAll((svgs) =>
          svgs
            .filter((svg) => svg.checkVisibility())
            .map((svg) => {
              const [, , w = 1, h = 1] = (svg.getAttribute("viewBox") ?? "").split(" ").map(Number);
              const box = svg.getBoundingClientRect();
              return {
                file: svg.getAttribute("data-image") ?? "",
                fills: svg.classList.contains("h-full"),
                drawn: box.width / box.height,
                own: w / h,
                fits: box.right <= document.documentElement.clientWidth,
              };
            }),
        );
        expect(shown.length).toBeGreaterThan(0);
        for (const image of shown) {
          expect(image.fits, image.file).toBe(true);
          // A cover made to fill its card's height (h-full) crops; every other drawing keeps its shape.
          if (!image.fills) expect(image.drawn, image.file).toBeCloseTo(image.own, 1);
          expect(asked, image.file).not.toContain(image.file);
        }
      });
    }
  });
}
