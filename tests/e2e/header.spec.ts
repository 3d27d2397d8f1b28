import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

test.describe("header", () => {
  test("opens the Solutions menu on hover and follows a link to its anchor", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const solutions = nav.getByRole("button", { name: "Solutions" });
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await solutions.hover();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    const links = nav.getByRole("link", {
      name: /AI Chatbots|Workflow Automation|eCommerce Automation|Customer Service|eCommerce|Finance/,
    });
    await expect(links).toHaveCount(6);
    await nav.getByRole("link", { name: /^Finance/ }).click();
    await expect(page).toHaveURL(/\/solutions#finance$/);
  });

  test("opens the Company menu from the keyboard, moves with arrows and closes with Escape", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const company = nav.getByRole("button", { name: "Company" });
    await company.focus();
    await page.keyboard.press("Escape");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowDown");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: /About Us/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: /Careers/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(company).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(company).toHaveAttribute("aria-expanded", "false");
  });

  test("opens a menu when it receives keyboard focus, and closes when focus leaves it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Tab");
    const solutions = nav.getByRole("button", { name: "Solutions" });
    await expect(solutions).toBeFocused();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "Pricing" }).focus();
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
  });

  test("marks the current page's link and keeps Features, Resources and Login hidden", async ({
    page,
  }) => {
    await gotoHydrated(page, "/pricing");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("button", { name: "Features" })).toBeHidden();
    await expect(nav.getByRole("button", { name: "Resources" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Login" })).toBeHidden();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Get Started" }),
    ).toHaveAttribute("href", "/get-started-form");
  });

  test("turns compact past 10 px of scroll and back at the top, with or without its code", async ({
    page,
  }) => {
    // The compact style is pure CSS: hold every script to prove it.
    await page.route("**/_astro/*.js", () => {});
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForFunction(() => document.readyState !== "loading");
    const header = page.getByRole("banner");
    const style = () =>
      header.evaluate((element) => {
        const { paddingTop, backgroundColor } = getComputedStyle(element);
        return { paddingTop, backgroundColor };
      });
    expect(await style()).toEqual({ paddingTop: "20px", backgroundColor: "rgba(0, 0, 0, 0)" });
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect
      .poll(style)
      .toEqual({ paddingTop: "8px", backgroundColor: "rgba(255, 255, 255, 0.8)" });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(style).toEqual({ paddingTop: "20px", backgroundColor: "rgba(0, 0, 0, 0)" });
  });

  test("names the logo link for screen readers", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const logo = page.getByRole("banner").getByRole("link", { name: /automate your business/i });
    await expect(logo).toHaveAttribute("href", "/");
  });

  test("before its code has loaded, opens menus on hover and on keyboard focus, and their links work", async ({
    page,
  }) => {
    // All of Astro's JavaScript (islands, renderer, page scripts) waits until the test ends.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_astro/*.js", async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto("/about", { waitUntil: "commit" });
    await page.waitForFunction(() => document.readyState !== "loading");
    const header = page.getByRole("banner");
    const nav = header.getByRole("navigation", { name: "Main" });

    const finance = nav.getByRole("link", { name: /^Finance/ });
    await expect(finance).toBeHidden();
    await nav.getByRole("button", { name: "Solutions" }).hover();
    await expect(finance).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(finance).toBeHidden();

    await nav.getByRole("link", { name: "Pricing" }).focus();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("button", { name: "Company" })).toBeFocused();
    const contact = nav.getByRole("link", { name: /^Contact/ });
    await expect(contact).toBeVisible();
    for (let presses = 0; presses < 6; presses += 1) {
      if (await contact.evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: /^About Us/ })).toBeVisible();
    }
    await expect(contact).toBeFocused();
    expect(
      await nav.evaluate((element) => element.closest("astro-island")?.hasAttribute("ssr")),
      "the menus hydrated although their code was held",
    ).toBe(true);

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact$/);
    release();
  });
});
