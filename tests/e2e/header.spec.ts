import { expect, test } from "./fixtures";
import { exposedExpanded, holdScripts } from "./support";

test.describe("header", () => {
  test("opens the Solutions menu on hover and follows a link to its anchor", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const finance = nav.getByRole("link", { name: /^Finance/ });
    await expect(finance).toBeHidden();
    await nav.getByRole("button", { name: "Solutions" }).hover();
    const links = nav.getByRole("link", {
      name: /AI Chatbots|Workflow Automation|eCommerce Automation|Customer Service|eCommerce|Finance/,
    });
    await expect(links).toHaveCount(6);
    await expect(finance).toBeVisible();
    await finance.click();
    await expect(page).toHaveURL(/\/solutions#finance$/);
  });

  test("opens the Company menu on click and with Enter, exposes it as expanded, and closes it with Escape or a click outside", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const company = nav.getByRole("button", { name: "Company" });
    const careers = nav.getByRole("link", { name: /^Careers/ });
    expect(await exposedExpanded(page, "Company")).toBe(false);
    // A tap: no hover before it (a mouse's hover opens the menu already, and the click keeps it so).
    await company.dispatchEvent("click");
    await expect(careers).toBeVisible();
    expect(await exposedExpanded(page, "Company")).toBe(true);
    await page.mouse.click(10, 700);
    await expect(careers).toBeHidden();
    expect(await exposedExpanded(page, "Company")).toBe(false);

    await nav.getByRole("link", { name: "Pricing" }).focus();
    await page.keyboard.press("Tab");
    await expect(company).toBeFocused();
    await expect.poll(() => exposedExpanded(page, "Company")).toBe(true);
    await page.keyboard.press("Escape");
    expect(await exposedExpanded(page, "Company")).toBe(false);
    await expect(company).toBeFocused();
    await page.keyboard.press("Enter");
    expect(await exposedExpanded(page, "Company")).toBe(true);
    await page.keyboard.press("Enter");
    expect(await exposedExpanded(page, "Company")).toBe(false);
  });

  test("opens a menu when it receives keyboard focus, and closes when focus leaves it", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Tab");
    const solutions = nav.getByRole("button", { name: "Solutions" });
    await expect(solutions).toBeFocused();
    await expect(nav.getByRole("link", { name: /^Finance/ })).toBeVisible();
    expect(await exposedExpanded(page, "Solutions")).toBe(true);
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => document.activeElement?.closest("[popover]")?.id),
      "Tab moves into the open menu's links",
    ).toBe("nav-menu-solutions");
    await expect(nav.getByRole("link", { name: /^Finance/ })).toBeVisible();
    await nav.getByRole("link", { name: "Pricing" }).focus();
    await expect(nav.getByRole("link", { name: /^Finance/ })).toBeHidden();
  });

  test("a link in an open menu to a place on the same page closes the menu", async ({ page }) => {
    await page.goto("/solutions");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Solutions" }).click();
    expect(await exposedExpanded(page, "Solutions")).toBe(true);
    await nav.getByRole("link", { name: /^Finance/ }).click();
    await expect(page).toHaveURL(/\/solutions#finance$/);
    expect(await exposedExpanded(page, "Solutions")).toBe(false);
  });

  test("marks the current page's link and keeps Features, Resources and Login hidden", async ({
    page,
  }) => {
    await page.goto("/pricing");
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
    // The compact style is pure CSS: hold every script, never released, to prove it.
    await holdScripts(page, { untilReleased: true });
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForFunction(() => document.readyState !== "loading");
    const header = page.getByRole("banner");
    // Frosted (the page blurred behind it) once compact; at the top, no backdrop filter at all.
    const style = () =>
      header.evaluate((element) => {
        const { paddingTop, backgroundColor, backdropFilter } = getComputedStyle(element);
        return { paddingTop, backgroundColor, backdropFilter };
      });
    const top = { paddingTop: "20px", backgroundColor: "rgba(0, 0, 0, 0)", backdropFilter: "none" };
    expect(await style()).toEqual(top);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(style).toEqual({
      paddingTop: "8px",
      backgroundColor: "rgba(255, 255, 255, 0.8)",
      backdropFilter: "blur(12px)",
    });
    // In the dark theme, the compact header is the dark surface, see-through.
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(style).toEqual({
      paddingTop: "8px",
      backgroundColor: "rgba(15, 23, 42, 0.8)",
      backdropFilter: "blur(12px)",
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(style).toEqual(top);
  });

  test("names the logo link for screen readers", async ({ page }) => {
    await page.goto("/pricing");
    const logo = page.getByRole("banner").getByRole("link", { name: /automate your business/i });
    await expect(logo).toHaveAttribute("href", "/");
  });
});
