import { expect, test } from "./fixtures";

/** The docs sidebar is a panel that fits the window and scrolls to its last link. */
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
