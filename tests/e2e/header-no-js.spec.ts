import { expect, test } from "./fixtures";
import { exposedExpanded } from "./support";

// Every script blocked: the header's menus are HTML and CSS (popover, dialog), so they work anyway.
test.use({ javaScriptEnabled: false });

test.describe("the header with JavaScript off", () => {
  test("the Company menu opens on click and on keyboard focus, and its links work", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const company = nav.getByRole("button", { name: "Company" });
    const careers = nav.getByRole("link", { name: /^Careers/ });
    await expect(careers).toBeHidden();
    await company.dispatchEvent("click");
    await expect(careers).toBeVisible();
    expect(await exposedExpanded(page, "Company")).toBe(true);
    await page.keyboard.press("Escape");
    await expect(careers).toBeHidden();

    await nav.getByRole("link", { name: "Pricing" }).focus();
    await page.keyboard.press("Tab");
    await expect(company).toBeFocused();
    await expect(careers).toBeVisible();
    expect(await exposedExpanded(page, "Company")).toBe(true);
    const contact = nav.getByRole("link", { name: /^Contact/ });
    for (let presses = 0; presses < 6; presses += 1) {
      if (await contact.evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(contact).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact$/);
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the mobile menu opens, keeps focus inside, and closes on Escape and on its close button", async ({
      page,
    }) => {
      await page.goto("/about");
      const open = page.getByRole("button", { name: "Open menu" });
      const dialog = page.getByRole("dialog", { name: "Menu" });
      await open.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("link", { name: "About" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press("Tab");
        const inside = await dialog.evaluate(
          (element) =>
            element.contains(document.activeElement) || document.activeElement === document.body,
        );
        expect(inside, "focus stays in the menu (or the browser's own controls)").toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();

      await open.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close menu" }).click();
      await expect(dialog).toBeHidden();
      await open.click();
      await dialog.getByRole("link", { name: "Contact Us" }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });
});
