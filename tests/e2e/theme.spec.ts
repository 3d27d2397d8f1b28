import { expect, test, type Page } from "./fixtures";
import { gotoForm } from "./forms-support";
import { expectNoAxeViolations, gotoHydrated, holdScripts } from "./support";

const THEME_KEY = "automatica.theme";

/** A CSS colour (Tailwind's are oklch) as [r, g, b], drawn on a canvas in the page. */
function toRgb(color: string): number[] {
  const context = document.createElement("canvas").getContext("2d")!;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
}
/** The body's background as [r, g, b]. */
const bodyBackground = async (page: Page) =>
  page.evaluate(toRgb, await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
const isDark = (rgb: number[]) => rgb.length === 3 && rgb.every((channel) => channel < 60);
const isLight = (rgb: number[]) => rgb.length === 3 && rgb.every((channel) => channel > 200);
const htmlTheme = (page: Page) => page.locator("html").getAttribute("data-theme");

test.describe("the theme", () => {
  test("choosing Dark in the header darkens the page at once, and a reload keeps it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    expect(isLight(await bodyBackground(page))).toBe(true);
    const opener = page.getByRole("button", { name: "Theme: System" });
    await opener.click();
    const group = page.getByRole("group", { name: "Theme" }).first();
    await expect(group.getByRole("radio", { name: "System" })).toBeChecked();
    await group.getByRole("radio", { name: "Dark" }).check();
    expect(await htmlTheme(page)).toBe("dark");
    expect(isDark(await bodyBackground(page))).toBe(true);
    await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute(
      "content",
      "#0f172a",
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe("dark");

    await page.reload();
    expect(await htmlTheme(page)).toBe("dark");
    expect(isDark(await bodyBackground(page))).toBe(true);
    await expect(page.getByRole("button", { name: "Theme: Dark" })).toBeVisible();
  });

  test("System follows the device's setting, light or dark", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await gotoHydrated(page, "/pricing");
    expect(await htmlTheme(page)).toBeNull();
    expect(isDark(await bodyBackground(page))).toBe(true);
    await page.emulateMedia({ colorScheme: "light" });
    expect(isLight(await bodyBackground(page))).toBe(true);

    // An explicit Light holds on a dark device; System gives the device its say again.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.getByRole("button", { name: "Theme: System" }).click();
    const group = page.getByRole("group", { name: "Theme" }).first();
    await group.getByRole("radio", { name: "Light" }).check();
    expect(isLight(await bodyBackground(page))).toBe(true);
    await group.getByRole("radio", { name: "System" }).check();
    expect(await htmlTheme(page)).toBeNull();
    expect(isDark(await bodyBackground(page))).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();
  });

  test("a stored Dark is on <html> and painted at the first frame, on a slow network with every script held", async ({
    page,
    context,
  }) => {
    await context.addInitScript((key) => {
      if (location.pathname === "/pricing") localStorage.setItem(key, "dark");
      // The first animation frame with a body is the first paint: record what it paints.
      const record = () => {
        if (!document.body) return requestAnimationFrame(record);
        (window as unknown as { firstPaint: unknown }).firstPaint = {
          theme: document.documentElement.getAttribute("data-theme"),
          background: getComputedStyle(document.body).backgroundColor,
          islandsLoaded: document.querySelector('astro-island[data-hydration="done"]') !== null,
        };
      };
      requestAnimationFrame(record);
    }, THEME_KEY);
    await page.goto("/pricing");
    const { release } = await holdScripts(page, { untilReleased: true });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 300,
      downloadThroughput: 40 * 1024,
      uploadThroughput: 40 * 1024,
    });
    await page.reload({ waitUntil: "commit" });
    const firstPaint = await page.waitForFunction(
      () => (window as unknown as { firstPaint?: unknown }).firstPaint,
      undefined,
      { timeout: 20_000 },
    );
    const { theme, background, islandsLoaded } = (await firstPaint.jsonValue()) as {
      theme: string | null;
      background: string;
      islandsLoaded: boolean;
    };
    expect(theme).toBe("dark");
    expect(isDark(await page.evaluate(toRgb, background))).toBe(true);
    expect(islandsLoaded).toBe(false);
    release();
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the mobile menu's theme choice works from the keyboard", async ({ page }) => {
      await gotoHydrated(page, "/about");
      await page.getByRole("button", { name: "Open menu" }).click();
      const dialog = page.getByRole("dialog", { name: "Menu" });
      const group = dialog.getByRole("group", { name: "Theme" });
      await expect(group).toBeVisible();
      await group.getByRole("radio", { name: "System" }).focus();
      await page.keyboard.press("ArrowUp");
      await expect(group.getByRole("radio", { name: "Dark" })).toBeChecked();
      expect(await htmlTheme(page)).toBe("dark");
      expect(isDark(await bodyBackground(page))).toBe(true);
      await expectNoAxeViolations(page);
    });
  });
});

test.describe("with JavaScript off on a dark device", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "dark" });

  test("pages are dark, and the theme control, which could keep nothing, is hidden", async ({
    page,
  }) => {
    for (const path of ["/", "/docs/installation"]) {
      await page.goto(path);
      expect(isDark(await bodyBackground(page)), path).toBe(true);
      await expect(page.getByRole("button", { name: /^Theme:/ })).toBeHidden();
      await expect(page.getByRole("radio", { name: "Dark" })).toHaveCount(0);
    }
  });
});

// Every page, as it loads and scrolled through, is checked in dark by the sweep (sweep.spec.ts);
// these are the states a visitor opens.
test.describe("axe in the dark theme", () => {
  test.use({ colorScheme: "dark" });

  test("the lead form with its errors showing has no violations", async ({ page }) => {
    await gotoForm(page, "/get-started-form");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test("the search dialog, open with results, has no violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    const box = page.getByRole("combobox", { name: "Search the site" });
    await expect(box).toBeFocused({ timeout: 20_000 });
    await box.fill("quick start");
    await expect(
      page.getByRole("listbox", { name: "Search results" }).getByRole("option").first(),
    ).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
  });

  test("the theme popover, open, has no violations", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Theme: System" }).click();
    await expect(page.getByRole("group", { name: "Theme" }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
