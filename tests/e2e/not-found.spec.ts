import { expect, test } from "./fixtures";
import { expectNoAxeViolations, gotoHydrated } from "./support";

test.describe("not-found page", () => {
  test("answers an unknown path with status 404, 'Page Not Found' and a way home", async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await gotoHydrated(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    expect(messages.some((text) => text.includes("/no-such-page"))).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("shows the not-found page for an unknown path reached by navigation", async ({ page }) => {
    await gotoHydrated(page, "/");
    // A navigation from a page of the site, as a link to a missing page would make it.
    await page.evaluate(() => window.location.assign("/somewhere-else"));
    await expect(page).toHaveURL(/\/somewhere-else$/);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  });
});
