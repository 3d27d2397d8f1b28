import { expect, test } from "./fixtures";
import { expectInPageButHidden, gotoHydrated } from "./support";

test.describe("home page", () => {
  test("shows every section in order with its links", async ({ page }) => {
    await gotoHydrated(page, "/");
    const headings = page.locator("main h1, main h2");
    await expect(headings.first()).toHaveText(/AI Automation for Every Business/);
    const texts = await headings.allTextContents();
    const order = [
      "Customer support that never clocks off",
      "Workflows that run themselves",
      "A social page that looks after itself",
      "Connects with the tools you already use",
      "Built for your industry",
      "Built for teams like these",
      "What automation can do",
      "Built on proven technology",
      "What it looks like in practice",
      "Start Your Free Trial",
    ];
    const positions = order.map((title) => texts.findIndex((text) => text.includes(title)));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions.every((position) => position > 0)).toBe(true);

    const hrefs = await page
      .locator("main a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const href of [
      "/checkout-demo",
      "/get-started-form",
      "/chatbot",
      "/business-automation",
      "/facebook-automation",
      "/integrations",
      ...[
        "healthcare",
        "banking",
        "travel",
        "ecommerce",
        "food",
        "courier",
        "sales",
        "cnf",
        "airlines",
      ].map((slug) => `/industries/${slug}`),
    ])
      expect(hrefs).toContain(href);
    await expect(page.getByRole("link", { name: "Learn more about AI chatbots" })).toHaveAttribute(
      "href",
      "/chatbot",
    );
    await expect(page.locator("main dl dd")).toHaveText(["68%", "40%", "37", "24/7"]);
    await expect(page.getByRole("link", { name: "Start Your Free Trial" })).toHaveAttribute(
      "href",
      "/get-started",
    );
  });

  test("the hero slider advances, wraps, jumps with its dots and pauses", async ({ page }) => {
    // Time stands still until the test moves it: a slow page load must not advance the slider.
    await page.clock.install({ time: new Date("2026-01-01T09:00:00") });
    await page.clock.pauseAt(new Date("2026-01-01T09:00:01"));
    await page.goto("/");
    const slider = page.getByRole("region", { name: "Highlights" });
    // The slideshow's script has started (lib/slideshow.ts).
    await expect(slider).toHaveAttribute("data-playing", "true");
    const dot = (n: number) => slider.getByRole("link", { name: `Show slide ${n} of 4` });
    const slide = (n: number) => slider.getByRole("group", { name: `${n} of 4` });
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
    await page.clock.runFor(3000);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await expect(slide(2)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(1)).not.toBeInViewport();

    await dot(4).click();
    await expect(dot(4)).toHaveAttribute("aria-current", "true");
    await expect(slide(4)).toBeInViewport({ ratio: 0.9 });
    // The strip moved, not the window, nor the address.
    expect(await page.evaluate(() => [scrollY, location.hash])).toEqual([0, ""]);

    // Focus and pointer leave the slideshow: it goes on, and wraps to the first slide.
    await page.mouse.move(0, 0);
    await page.locator("h1").click();
    await page.clock.runFor(3000);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await expect(slide(1)).toBeInViewport({ ratio: 0.9 });

    // The rotation control, first in the carousel, stops it until pressed again.
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.mouse.move(0, 0);
    await page.locator("h1").click();
    await page.clock.runFor(9000);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Play slideshow" }).click();
    await page.mouse.move(0, 0);
    await page.locator("h1").click();
    await page.clock.runFor(3000);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the hero slider does not rotate until played", async ({ page }) => {
      await page.clock.install({ time: new Date("2026-01-01T09:00:00") });
      await page.clock.pauseAt(new Date("2026-01-01T09:00:01"));
      await page.goto("/");
      const slider = page.getByRole("region", { name: "Highlights" });
      await expect(slider.getByRole("button", { name: "Play slideshow" })).toBeVisible();
      await page.clock.runFor(9000);
      await expect(slider.getByRole("link", { name: "Show slide 1 of 4" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(slider.getByRole("group", { name: "1 of 4" })).toBeInViewport({ ratio: 0.9 });
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("without JavaScript every slide is reached by its dot, a link, or by scrolling the strip; no rotation control", async ({
      page,
    }) => {
      await page.goto("/");
      const slider = page.getByRole("region", { name: "Highlights" });
      const slide = (n: number) => slider.getByRole("group", { name: `${n} of 4` });
      await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
      await expectInPageButHidden(
        slider.getByRole("button", { name: "Pause slideshow", includeHidden: true }),
      );
      await slider.getByRole("link", { name: "Show slide 3 of 4" }).click();
      await expect(slide(3)).toBeInViewport({ ratio: 0.9 });
      await expect(slide(1)).not.toBeInViewport();
      await slide(3).evaluate((element) =>
        element.parentElement!.scrollBy({ left: -element.clientWidth, behavior: "instant" }),
      );
      await expect(slide(2)).toBeInViewport({ ratio: 0.9 });
    });
  });

  test("the testimonials carousel moves with its buttons and arrow keys", async ({ page }) => {
    await gotoHydrated(page, "/");
    const carousel = page.getByRole("region", { name: "Testimonials" });
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole("button", { name: "Next testimonial" });
    // Enabled once the island has measured that the row overflows (loop: it can then always move).
    await expect(next).toBeEnabled();
    const firstSlide = carousel.getByRole("group", { name: "1 of 6" });
    const x = async () => (await firstSlide.boundingBox())?.x ?? 0;
    const start = await x();
    await next.click();
    await expect.poll(x).toBeLessThan(start - 100);
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect.poll(x).toBeCloseTo(start, -1);
    await next.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(x).toBeLessThan(start - 100);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(x).toBeCloseTo(start, -1);
  });
  // Axe on the home page at each width: the sweep (sweep.spec.ts).
});
