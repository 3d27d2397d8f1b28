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

  test("the hero slider advances, jumps with its dots and pauses", async ({ page }) => {
    // Time stands still until the test moves it: a slow page load must not advance the slider.
    await page.clock.install({ time: new Date("2026-01-01T09:00:00") });
    await page.clock.pauseAt(new Date("2026-01-01T09:00:01"));
    await page.goto("/");
    // Islands hydrate on requestIdleCallback, which the paused clock holds back: step it in small
    // increments (far below a slide's 3 s) until every island near the top has hydrated.
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return page.locator('astro-island[data-hydration]:not([data-hydration="done"])').count();
      })
      .toBe(0);
    const slider = page.getByRole("region", { name: "Highlights" });
    const dot = (n: number) => slider.getByRole("button", { name: `Show slide ${n} of 4` });
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(3000);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");

    await dot(4).click();
    await expect(dot(4)).toHaveAttribute("aria-current", "true");
    await expect(slider.getByRole("group", { name: "4 of 4" })).toBeVisible();

    // Focus and pointer leave the slideshow, then the pause button stops it.
    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.mouse.move(0, 0);
    await page.locator("h1").click();
    await page.clock.runFor(9000);
    await expect(dot(4)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Play slideshow" }).click();
    await page.mouse.move(0, 0);
    await page.locator("h1").click();
    await page.clock.runFor(3000);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("without JavaScript the hero slider shows its first slide, and no controls that could do nothing", async ({
      page,
    }) => {
      await page.goto("/");
      const slider = page.getByRole("region", { name: "Highlights" });
      await expect(slider.getByRole("group", { name: "1 of 4" })).toBeVisible();
      await expectInPageButHidden(
        slider.getByRole("button", { name: "Pause slideshow", includeHidden: true }),
        slider.getByRole("button", { name: "Show slide 1 of 4", includeHidden: true }),
      );
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
