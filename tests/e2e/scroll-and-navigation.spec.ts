import { expect, test } from "./fixtures";
import { gotoHydrated } from "./support";

test.describe("scrolling", () => {
  test("shows the scroll-to-top link past 300 px and takes the visitor back to the top", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => document.body.style.setProperty("min-height", "3000px"));
    const button = page.getByRole("link", { name: "Scroll to top" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
    // Keyboard focus goes to the top too: the next Tab starts from the page's content.
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("starts a page followed from the footer at the top", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const footerLink = page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: "Product" })
      .getByRole("link", { name: "Enterprise" });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footerLink.click();
    await expect(page).toHaveURL(/\/enterprise$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("shows the current year in the footer's copyright line", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("contentinfo")).toContainText(
      `© ${new Date().getFullYear()} Automatica`,
    );
  });
});
