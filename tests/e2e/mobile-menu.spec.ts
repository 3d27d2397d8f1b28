import { expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test.describe("mobile menu", () => {
  test("opens full screen with its links, locks scrolling and closes with Escape, returning focus", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    const links = dialog.getByRole("navigation", { name: "Mobile" }).getByRole("link");
    await expect(links).toHaveText([
      "Home",
      "Solutions",
      "Pricing",
      "About",
      "Contact Us",
      "Blog",
      "Data Security",
    ]);
    await expect(dialog.getByRole("link", { name: "Data Security" })).toHaveAttribute(
      "href",
      "/security",
    );
    await expect(dialog.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/get-started-form",
    );
    await expect(dialog.getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(dialog.getByRole("button", { name: "Close menu" })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      "hidden",
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("keeps focus inside while open: Tab cycles through its links and buttons", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    const first = await dialog.evaluate((element) => element.querySelector("a, button")!.outerHTML);
    let cycled = false;
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press("Tab");
      // Past the last link the modal hands focus to the browser's own controls (the document, in
      // a page), never to the page behind it.
      const where = await dialog.evaluate((element) =>
        element.contains(document.activeElement)
          ? document.activeElement!.outerHTML
          : document.activeElement === document.body
            ? "browser"
            : "page",
      );
      expect(where).not.toBe("page");
      if (i > 0 && where === first) cycled = true;
    }
    expect(cycled, "Tab came back to the menu's first link").toBe(true);
  });

  test("closes when a link is followed, landing on that page at the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("link", { name: "Contact Us" })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("closes on a click outside its links", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 830);
    await expect(dialog).toBeHidden();
  });

  test("closes with the close button", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });
});
