import { expect, test } from "./fixtures";
import { gotoHydrated } from "./support";

test.describe("industry pages", () => {
  test("Learn More on /solutions opens the industry page", async ({ page }) => {
    await gotoHydrated(page, "/solutions");
    await page.getByRole("link", { name: "Learn More about Finance" }).click();
    await expect(page).toHaveURL(/\/industries\/banking$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "AI Automation for Banking & Finance",
    );
  });

  test("an industry page shows offerings, use cases, an example and a call to action", async ({
    page,
  }) => {
    await page.goto("/industries/manufacturing");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Solutions" })).toHaveAttribute(
      "href",
      "/solutions",
    );
    for (const name of ["AI chatbots", "Workflow automation", "Social page automation"]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    const useCases = page.getByRole("region", { name: "Use cases" }).getByRole("listitem");
    expect(await useCases.count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByText(/Illustrative example/)).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Get Started", exact: true }).last(),
    ).toHaveAttribute("href", "/get-started-form");
  });

  test("the anchors of the header's Solutions menu exist on /solutions", async ({ page }) => {
    await page.goto("/solutions");
    for (const id of ["customer-service", "ecommerce", "finance"]) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
  });
});
